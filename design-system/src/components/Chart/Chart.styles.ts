import { styled } from '../../theme';

export const ChartRoot = styled('figure', {
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  minWidth: 0,
  fontFamily: '$body',
  color: '$text',
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
  breakInside: 'avoid',
});

export const ChartTitle = styled('figcaption', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  '& > strong': { fontSize: '$lg', lineHeight: '$snug' },
  '& > span': { color: '$text', fontSize: '$md' },
});

export const Legend = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2 $4',
  fontSize: '$sm',
});

export const LegendItem = styled('li', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minWidth: 0,
  overflowWrap: 'anywhere',
  // The legend's samples as the plot's lines are drawn in forced colours.
  '@media (forced-colors: active)': {
    '& svg line': { stroke: 'CanvasText' },
    '& svg :is(circle, rect, polygon)': { fill: 'CanvasText' },
  },
  variants: { chosen: { true: { fontWeight: '$bold' } } },
});

/** The plot: focusable, the arrow keys move between months and lines. */
export const Plot = styled('div', {
  position: 'relative',
  width: '100%',
  borderRadius: '$sm',
  touchAction: 'pan-y',
  '& svg': { display: 'block', overflow: 'visible' },
  '& text': { fill: '$textMuted', fontSize: '12px', fontFamily: '$body' },
  '& [data-grid]': { stroke: '$divider', strokeWidth: 1 },
  '& [data-axis]': { stroke: '$border', strokeWidth: 1 },
  '& [data-line]': { fill: 'none', strokeLinejoin: 'round', strokeLinecap: 'round' },
  '& [data-cursor]': { stroke: '$text', strokeWidth: 1, strokeDasharray: '2 3' },
  // Forced colours leave SVG strokes and fills as the page set them: the series' blues all but
  // vanish on a dark theme's black. There every line and marker takes the text colour (the
  // series still differ by dash and marker shape), the grid the grey-text colour.
  '@media (forced-colors: active)': {
    '& text': { fill: 'CanvasText' },
    '& [data-grid]': { stroke: 'GrayText' },
    '& [data-axis], & [data-cursor]': { stroke: 'CanvasText' },
    '& [data-line]': { stroke: 'CanvasText' },
    '& [data-series] :is(circle, rect, polygon)': { fill: 'CanvasText' },
    '& [data-active-point]': { stroke: 'Highlight' },
  },
});

export const Readout = styled('p', {
  margin: 0,
  minHeight: '1.5em',
  fontSize: '$sm',
  color: '$text',
  fontVariantNumeric: 'tabular-nums',
});

/** The keyboard hint: of no use on a touch screen, where it is only read with the plot. */
export const Hint = styled('p', {
  margin: 0,
  fontSize: '$xs',
  color: '$textMuted',
  '@media (pointer: coarse)': { display: 'none' },
});

export const Toggle = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$touch',
  padding: '0 $1',
  color: '$brand',
  fontWeight: '$medium',
  textDecoration: 'underline',
  cursor: 'pointer',
  borderRadius: '$sm',
  '& svg': { transition: 'transform $fast' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  '@media print': { display: 'none' },
});

/** The data table: hidden until opened on screen, always printed. */
export const TableBox = styled('div', {
  '&[hidden]': { display: 'none' },
  '@media print': { '&[hidden]': { display: 'block' } },
});

/** A stacked bar of the parts of a whole: each part's width is its share. */
export const Bar = styled('div', {
  display: 'flex',
  width: '100%',
  height: '32px',
  gap: '2px',
  borderRadius: '$sm',
  overflow: 'hidden',
  backgroundColor: '$surface',
  border: '1px solid $border',
});

export const Segment = styled('span', {
  display: 'block',
  height: '100%',
  minWidth: '4px',
  '@media (prefers-reduced-motion: no-preference)': { transition: 'flex-basis $normal' },
});

export const Swatch = styled('span', {
  display: 'inline-block',
  flexShrink: 0,
  width: '20px',
  height: '14px',
  borderRadius: '2px',
  border: '1px solid $border',
});

export const PartList = styled('dl', {
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: '$2 $3',
  fontSize: '$md',
  '& dt': { display: 'contents' },
  '& dd': { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& [data-label]': { minWidth: 0, overflowWrap: 'anywhere' },
});

/** Fills of the parts: colour plus pattern, so no part is told from another by colour alone. */
export const partFill = {
  solid: { backgroundColor: '$brand' },
  stripes: {
    backgroundColor: '$infoSubtle',
    backgroundImage: 'repeating-linear-gradient(45deg, $colors$info 0 3px, transparent 3px 7px)',
  },
  dots: {
    backgroundColor: '$warningSubtle',
    backgroundImage: 'radial-gradient(circle, $colors$warning 1.5px, transparent 2px)',
    backgroundSize: '6px 6px',
  },
  hatch: {
    backgroundColor: '$surface',
    backgroundImage:
      'repeating-linear-gradient(0deg, $colors$textMuted 0 2px, transparent 2px 6px), repeating-linear-gradient(90deg, $colors$textMuted 0 2px, transparent 2px 6px)',
  },
  paid: {
    backgroundColor: '$successSubtle',
    backgroundImage:
      'repeating-linear-gradient(-45deg, $colors$success 0 4px, transparent 4px 8px)',
  },
  left: { backgroundColor: '$surface' },
} as const;

export type PartPattern = keyof typeof partFill;

export const FillSegment = styled(Segment, { variants: { pattern: partFill } });
export const FillSwatch = styled(Swatch, { variants: { pattern: partFill } });

export const BarTitle = styled('p', { margin: '0 0 $2', fontWeight: '$medium' });
export const PartRow = styled('div', { display: 'contents' });
