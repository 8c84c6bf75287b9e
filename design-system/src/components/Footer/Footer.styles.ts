import { css, focusRing, styled } from '../../theme';

export const FooterRoot = styled('footer', {
  display: 'grid',
  gap: '$5',
  padding: '$6 $4',
  backgroundColor: '$text',
  color: '$textOnBrand',
  fontFamily: '$body',
  fontSize: '$sm',
  '@sm': { gridTemplateColumns: 'repeat(2, 1fr)', padding: '$6 $5' },
  '@md': { gridTemplateColumns: 'repeat(3, 1fr)' },
  '& h2': { fontSize: '$md', margin: '0 0 $2' },
  '& ul': {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: '$1',
  },
  '& p': { margin: 0 },
});

export const footerLink = css({
  color: '$textOnBrand',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  '&:focus-visible': { ...focusRing, borderRadius: '$sm' },
});
