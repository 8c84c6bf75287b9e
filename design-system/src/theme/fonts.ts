import { globalCss } from './stitches.config';
import regular from '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2?url';
import medium from '@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff2?url';
import bold from '@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff2?url';

/** The web font files; the shell preloads the ones the first view uses. */
export const fontFiles = { regular, medium, bold } as const;

/**
 * Source Sans 3 (latin) and a fallback measured to its metrics, so the swap from the fallback to
 * the web font moves nothing (no layout shift). The fallback is the system's Arial or its
 * metric twin Liberation Sans, scaled to Source Sans 3's average character width and given its
 * ascent and descent: size-adjust = 418/1000 ÷ 913/2048 (xWidthAvg), ascent 1024/1000 ÷ that,
 * descent 400/1000 ÷ that, line gap 0 (@capsizecss/metrics, read 2026-11-24).
 * Part of the stylesheet the server inlines into the prerendered pages (portal/src/entry-server.tsx).
 */
export const fontFaces = globalCss({
  '@font-face': [
    ...(
      [
        [400, regular],
        [600, medium],
        [700, bold],
      ] as const
    ).map(([weight, url]) => ({
      fontFamily: '"Source Sans 3"',
      fontStyle: 'normal',
      fontDisplay: 'swap' as const,
      fontWeight: weight,
      src: `url(${url}) format('woff2')`,
    })),
    ...(
      [
        [
          400,
          'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans")',
        ],
        [
          700,
          'local("Arial Bold"), local("Arial-BoldMT"), local("Liberation Sans Bold"), local("LiberationSans-Bold")',
        ],
      ] as const
    ).map(([weight, src]) => ({
      fontFamily: '"Source Sans 3 Fallback"',
      fontStyle: 'normal',
      fontWeight: weight,
      src,
      sizeAdjust: '93.76%',
      ascentOverride: '109.21%',
      descentOverride: '42.66%',
      lineGapOverride: '0%',
    })),
  ],
});
