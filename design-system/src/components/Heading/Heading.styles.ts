import { styled } from '../../theme';

export const HeadingRoot = styled('h2', {
  fontFamily: '$heading',
  fontWeight: '$bold',
  lineHeight: '$tight',
  color: '$text',
  margin: 0,
  variants: {
    size: {
      // The page heading of every page (was restated in five portal pages).
      page: { fontSize: '$2xl', '@md': { fontSize: '$3xl' } },
      section: { fontSize: '$xl' },
      subsection: { fontSize: '$lg' },
    },
    tone: {
      default: {},
      brand: { color: '$brand' },
    },
  },
  defaultVariants: { size: 'section', tone: 'default' },
});
