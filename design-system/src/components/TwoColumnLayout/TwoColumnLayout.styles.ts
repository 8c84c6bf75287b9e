import { styled } from '../../theme';

export const TwoColumnRoot = styled('div', {
  display: 'grid',
  gap: '$5',
  alignItems: 'start',
  // One column below the medium breakpoint (960 px); the start column comes first.
  '@md': { gap: '$7' },
  variants: {
    narrow: {
      // The single-debt view: summary and actions in a narrower start column, tabs in the end.
      start: { '@md': { gridTemplateColumns: 'minmax(280px, 1fr) minmax(0, 2fr)' } },
      // The login home: introduction, then the login card at a fixed width.
      end: { '@md': { gridTemplateColumns: 'minmax(0, 1fr) minmax(360px, 460px)' } },
    },
  },
  defaultVariants: { narrow: 'start' },
});

export const Column = styled('div', {
  display: 'grid',
  gap: '$5',
  minWidth: 0,
  alignContent: 'start',
});
