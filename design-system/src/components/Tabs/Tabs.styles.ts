import { focusRing, styled } from '../../theme';

export const TabsRoot = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  fontFamily: '$body',
  color: '$text',
});

export const TabsList = styled('div', {
  display: 'flex',
  overflowX: 'auto',
  borderBottom: '1px solid $divider',
  // Phones: tabs share the width and wrap their labels, none is cut at the edge.
  '@belowSm': {
    '& > *': { flex: '1 1 auto', whiteSpace: 'normal', textAlign: 'center', px: '$3', py: '$2' },
  },

  variants: {
    // Equal halves (thirds) that wrap their labels rather than run off a narrow screen.
    fullWidth: {
      true: { '& > *': { flex: '1 1 0', whiteSpace: 'normal', textAlign: 'center', py: '$2' } },
    },
  },
});

export const TabsTrigger = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '48px',
  px: '$4',
  color: '$textMuted',
  fontWeight: '$medium',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  borderBottom: '3px solid transparent',
  '&:hover': { color: '$text' },
  '&[data-state="active"]': { color: '$brand', borderBottomColor: '$brand' },
  '&[data-disabled]': { color: '$disabled', cursor: 'not-allowed' },
  '&:focus-visible': { ...focusRing, borderRadius: '$sm' },
  // 320 px (400 % zoom): three tabs of long Finnish words are wider than the screen even
  // wrapped; smaller type and padding, and a word broken (hyphenated where the browser can)
  // rather than a tab cut off at the edge. On the trigger itself, as its own nowrap and padding
  // outweigh the list's rules for its children.
  '@media (max-width: 359.98px)': {
    flex: '1 1 auto',
    minWidth: 0,
    px: '$2',
    fontSize: '$sm',
    whiteSpace: 'normal',
    textAlign: 'center',
    overflowWrap: 'anywhere',
    hyphens: 'auto',
  },
  // Forced colours give every border one system colour, the transparent ones too: the other
  // tabs' underline takes the page's colour and the selected one the highlight, or the
  // selection would not show (portal/e2e/forced-colours.spec.ts).
  '@media (forced-colors: active)': {
    borderBottomColor: 'Canvas',
    '&[data-state="active"]': { borderBottomColor: 'Highlight' },
  },
});

export const TabsContent = styled('div', {
  paddingTop: '$5',
  '&:focus-visible': { ...focusRing, borderRadius: '$sm' },
});
