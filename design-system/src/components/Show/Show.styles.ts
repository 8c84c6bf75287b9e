import { styled } from '../../theme';

export const ShowRoot = styled('div', {
  variants: {
    when: {
      // `display: none` also takes the hidden one out of the accessibility tree.
      belowSmall: { '@sm': { display: 'none' } },
      fromSmall: { display: 'none', '@sm': { display: 'block' } },
      belowMedium: { '@md': { display: 'none' } },
      fromMedium: { display: 'none', '@md': { display: 'block' } },
    },
  },
});
