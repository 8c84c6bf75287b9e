/**
 * The one styling entry point. Nothing else imports `@stitches/react`, so the
 * engine can be replaced here without touching components.
 */
import { createStitches, type CSS as StitchesCSS } from '@stitches/react';

/** Breakpoints of spec section 9, mobile first. */
export const breakpoints = { sm: 600, md: 960, lg: 1264, xl: 1424 } as const;

export const { styled, css, keyframes, globalCss, theme, createTheme, getCssText, config } =
  createStitches({
    theme: {
      colors: {
        // Neutrals. Text colours keep at least 4.5:1 on `background` and `surface` (checked in tokens.test.ts).
        background: '#ffffff',
        surface: '#f3f5f7',
        surfaceRaised: '#ffffff',
        border: '#8a949e',
        divider: '#d9dee3',
        text: '#1b1f24',
        textMuted: '#4d5661',
        textOnBrand: '#ffffff',

        // Brand: deep petrol blue.
        brand: '#00506e',
        brandHover: '#003a50',
        brandSubtle: '#e3f0f5',

        // Actions of spec section 2: "pay now" is red, "pay quickly" is orange.
        payNow: '#b3261e',
        payNowHover: '#8c1d17',
        payQuickly: '#b04a00',
        payQuicklyHover: '#8a3a00',

        // Feedback.
        info: '#0a58a3',
        infoSubtle: '#e6f0fa',
        success: '#1d6b34',
        successSubtle: '#e5f3e9',
        warning: '#8a5a00',
        warningSubtle: '#fdf3dc',
        danger: '#b3261e',
        dangerSubtle: '#fbe9e8',

        // Debt state colour groups: the label text on its subtle background.
        stateNeutral: '#3f4a55',
        stateNeutralSubtle: '#eceff2',
        stateWarning: '#8a4a00',
        stateWarningSubtle: '#fdeedd',
        stateDanger: '#a3221b',
        stateDangerSubtle: '#fbe9e8',
        stateInfo: '#0a58a3',
        stateInfoSubtle: '#e6f0fa',
        stateSuccess: '#1d6b34',
        stateSuccessSubtle: '#e5f3e9',

        focus: '#0b57d0',
        focusHalo: '#ffffff',
        overlay: 'rgba(15, 20, 25, 0.55)',
        disabled: '#56606a',
        disabledSurface: '#e4e7ea',
        skeleton: '#e4e7ea',
        selectedSubtle: '#e3f0f5',

        // Bank logos of the payment form (payment provider): white initials on the bank's
        // colour, darkened where needed to keep 4.5:1.
        bankOsuuspankki: '#b34700',
        bankNordea: '#00005e',
        bankPop: '#1d4f91',
        bankAktia: '#8a1c3b',
        bankSaastopankki: '#a8112b',
        bankOmasp: '#005f73',
        bankSpankki: '#00693c',
        bankAlandsbanken: '#003a70',
        bankDanske: '#003755',
      },
      space: {
        0: '0',
        1: '4px',
        2: '8px',
        3: '12px',
        4: '16px',
        5: '24px',
        6: '32px',
        7: '48px',
        8: '64px',
      },
      sizes: {
        toolbarSmall: '64px',
        toolbar: '88px',
        drawerNarrow: '250px',
        drawerWide: '360px',
        dialog: '1024px',
        dialogNarrow: '1000px',
        content: '1264px',
        touch: '44px',
        wheel: '225px',
        wheelSmall: '200px',
      },
      fonts: {
        body: '"Source Sans 3", "Source Sans 3 Fallback", "Segoe UI", Roboto, "Liberation Sans", Arial, sans-serif',
        heading:
          '"Source Sans 3", "Source Sans 3 Fallback", "Segoe UI", Roboto, "Liberation Sans", Arial, sans-serif',
        mono: '"Liberation Mono", "Courier New", monospace',
      },
      fontSizes: {
        xs: '0.8125rem',
        sm: '0.875rem',
        md: '1rem',
        lg: '1.125rem',
        xl: '1.375rem',
        '2xl': '1.75rem',
        '3xl': '2.25rem',
      },
      fontWeights: { regular: '400', medium: '600', bold: '700' },
      lineHeights: { tight: '1.2', snug: '1.35', body: '1.5' },
      radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px', round: '50%' },
      shadows: {
        card: '0 1px 2px rgba(15, 20, 25, 0.12), 0 2px 8px rgba(15, 20, 25, 0.08)',
        raised: '0 4px 16px rgba(15, 20, 25, 0.18)',
        dialog: '0 12px 40px rgba(15, 20, 25, 0.3)',
        focusRing: '0 0 0 2px $colors$focusHalo, 0 0 0 5px $colors$focus',
      },
      zIndices: {
        base: '0',
        sticky: '100',
        drawer: '200',
        overlay: '300',
        dialog: '400',
        toast: '500',
      },
      transitions: { fast: '120ms ease-out', normal: '200ms ease-out' },
    },
    media: {
      sm: `(min-width: ${breakpoints.sm}px)`,
      md: `(min-width: ${breakpoints.md}px)`,
      lg: `(min-width: ${breakpoints.lg}px)`,
      xl: `(min-width: ${breakpoints.xl}px)`,
      belowSm: `(max-width: ${breakpoints.sm - 0.02}px)`,
      belowMd: `(max-width: ${breakpoints.md - 0.02}px)`,
      reducedMotion: '(prefers-reduced-motion: reduce)',
      hover: '(hover: hover)',
    },
    utils: {
      px: (value: string | number) => ({ paddingLeft: value, paddingRight: value }),
      py: (value: string | number) => ({ paddingTop: value, paddingBottom: value }),
      mx: (value: string | number) => ({ marginLeft: value, marginRight: value }),
      my: (value: string | number) => ({ marginTop: value, marginBottom: value }),
      size: (value: string | number) => ({ width: value, height: value }),
    },
  });

export type CSS = StitchesCSS<typeof config>;

/** The visible focus ring (WCAG 2.4.7, 2.4.11): a white halo and a blue ring, seen on any fill. */
export const focusRing: CSS = {
  outline: '3px solid transparent',
  outlineOffset: '2px',
  boxShadow: '$focusRing',
};

export const globalStyles = globalCss({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  html: { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' },
  body: {
    margin: 0,
    fontFamily: '$body',
    fontSize: '$md',
    lineHeight: '$body',
    color: '$text',
    backgroundColor: '$background',
    WebkitFontSmoothing: 'antialiased',
  },
  'h1, h2, h3, h4': { fontFamily: '$heading', lineHeight: '$tight', margin: 0 },
  a: { color: '$brand' },
  ':focus-visible': focusRing,
  '@reducedMotion': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
