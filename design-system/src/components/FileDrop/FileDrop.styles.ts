import { styled } from '../../theme';

export const Zone = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$2',
  padding: '$5',
  border: '2px dashed $border',
  borderRadius: '$md',
  backgroundColor: '$surface',
  textAlign: 'center',
  '& > svg': { color: '$brand' },
  '& p': { margin: 0 },
  '&[data-state="dragover"]': { borderColor: '$brand', backgroundColor: '$brandSubtle' },
  '&[data-disabled]': { backgroundColor: '$disabledSurface' },
});

export const FileList = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
});

export const FileItem = styled('li', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '$1 $1 $1 $3',
  border: '1px solid $divider',
  borderRadius: '$md',
  '& > svg': { flexShrink: 0, color: '$textMuted' },
});

export const FileName = styled('span', { flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
export const FileSize = styled('span', {
  color: '$textMuted',
  fontSize: '$sm',
  whiteSpace: 'nowrap',
});
export const Errors = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1' });
