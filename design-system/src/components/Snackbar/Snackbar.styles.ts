import { Toast } from 'radix-ui';
import { styled } from '../../theme';

export const Viewport = styled(Toast.Viewport, {
  position: 'fixed',
  bottom: 0,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: '$toast',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  width: 'min(560px, 100vw)',
  margin: 0,
  padding: '$4',
  listStyle: 'none',
  outline: 'none',
});

export const Root = styled(Toast.Root, {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '$3 $3 $3 $4',
  borderRadius: '$md',
  boxShadow: '$raised',
  fontFamily: '$body',
  color: '$textOnBrand',
  backgroundColor: '$text',
  '& > svg': { flexShrink: 0 },
  variants: {
    tone: {
      info: {},
      success: { backgroundColor: '$success' },
      error: { backgroundColor: '$danger' },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const Message = styled(Toast.Description, { flex: 1, margin: 0 });

/** The message with its row of actions under it, when there is more than one action. */
export const Body = styled('div', {
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  minWidth: 0,
});

export const ActionRow = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: '$2',
  // The first button's text lines up with the message above it.
  marginLeft: '-$3',
});

export const ActionButton = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  minHeight: '$touch',
  px: '$3',
  borderRadius: '$sm',
  fontWeight: '$bold',
  textDecoration: 'underline',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid $focusHalo', outlineOffset: '2px' },
});
