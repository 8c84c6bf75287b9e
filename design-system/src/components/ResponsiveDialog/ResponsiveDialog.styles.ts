import { Dialog } from 'radix-ui';
import { focusRing, styled } from '../../theme';

export const Overlay = styled(Dialog.Overlay, {
  position: 'fixed',
  inset: 0,
  backgroundColor: '$overlay',
  zIndex: '$overlay',
});

/** Full screen below 600 px; otherwise 1024 (or 1000) px wide, at most 90 %. */
export const Content = styled(Dialog.Content, {
  position: 'fixed',
  zIndex: '$dialog',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: '$surfaceRaised',
  color: '$text',
  fontFamily: '$body',
  boxShadow: '$dialog',
  inset: 0,
  width: '100%',
  height: '100%',
  '&:focus': { outline: 'none' },
  '@sm': {
    inset: 'auto',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    height: 'auto',
    maxWidth: '90vw',
    maxHeight: '90vh',
    borderRadius: '$lg',
  },
  variants: {
    size: {
      default: { '@sm': { width: '$dialog' } },
      narrow: { '@sm': { width: '$dialogNarrow' } },
    },
  },
  defaultVariants: { size: 'default' },
});

export const Header = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '$3',
  padding: '$4 $4 $2 $5',
  '@sm': { padding: '$5 $5 $2 $6' },
});

export const Title = styled(Dialog.Title, {
  margin: 0,
  paddingTop: '$2',
  fontSize: '$xl',
  fontWeight: '$bold',
  lineHeight: '$tight',
  '@sm': { fontSize: '$2xl' },
  // Focus lands here when the dialog opens: shown to keyboard users only.
  '&:focus': { outline: 'none' },
  '&:focus-visible': { ...focusRing, borderRadius: '$sm' },
});

export const Description = styled(Dialog.Description, {
  margin: 0,
  color: '$textMuted',
});

export const Body = styled('div', {
  flex: 1,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  padding: '$2 $5 $5',
  '@sm': { padding: '$2 $6 $6' },
});

export const Footer = styled('div', {
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: '$3',
  padding: '$4 $5',
  borderTop: '1px solid $divider',
  '@sm': { padding: '$4 $6' },
  '@belowSm': { '& > *': { flex: '1 1 100%' } },
});
