import { Accordion } from 'radix-ui';
import { focusRing, styled } from '../../theme';

export const Root = styled(Accordion.Root, {
  borderTop: '1px solid $divider',
  fontFamily: '$body',
  color: '$text',
});

export const Item = styled(Accordion.Item, { borderBottom: '1px solid $divider' });

export const Header = styled(Accordion.Header, { margin: 0, fontSize: '$md' });

export const Trigger = styled(Accordion.Trigger, {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  width: '100%',
  minHeight: '$touch',
  py: '$3',
  px: '$2',
  fontWeight: '$medium',
  cursor: 'pointer',
  '&:hover': { color: '$brand' },
  '&:focus-visible': { ...focusRing, borderRadius: '$sm' },
  '& svg': { flexShrink: 0, transition: 'transform $fast' },
  '&[data-state="open"] svg': { transform: 'rotate(180deg)' },
});

export const Content = styled(Accordion.Content, {
  padding: '0 $2 $4',
  '& p': { margin: '0 0 $2' },
});
