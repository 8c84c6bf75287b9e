import { styled } from '../../theme';

export const DataGrid = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$sm',
  fontVariantNumeric: 'tabular-nums',
  '& caption': { textAlign: 'start', fontWeight: '$bold', paddingBottom: '$2' },
  '& th, & td': {
    padding: '$1 $2',
    borderBottom: '1px solid $divider',
    textAlign: 'end',
    whiteSpace: 'nowrap',
  },
  '& th[scope="row"], & thead th:first-child': { textAlign: 'start', fontWeight: '$regular' },
  '& thead th': { fontWeight: '$bold', whiteSpace: 'normal', verticalAlign: 'bottom' },
  '@belowSm': { '& th, & td': { padding: '$1' } },
});
