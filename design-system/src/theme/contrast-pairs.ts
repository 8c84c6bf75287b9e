import type { theme } from './stitches.config';

type ColorName = keyof typeof theme.colors;

/**
 * The colour pairs whose contrast is tested (tokens.test.ts) and shown on the Foundations/Colour
 * page: text on its background needs 4.5:1 (WCAG 1.4.3), borders, focus rings and other
 * non-text parts 3:1 (WCAG 1.4.11).
 */
export const textContrastPairs: readonly (readonly [ColorName, ColorName])[] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['brand', 'background'],
  ['textOnBrand', 'brand'],
  ['textOnBrand', 'brandHover'],
  ['textOnBrand', 'payNow'],
  ['textOnBrand', 'payNowHover'],
  ['textOnBrand', 'payQuickly'],
  ['textOnBrand', 'payQuicklyHover'],
  ['info', 'infoSubtle'],
  ['success', 'successSubtle'],
  ['warning', 'warningSubtle'],
  ['danger', 'dangerSubtle'],
  ['stateNeutral', 'stateNeutralSubtle'],
  ['stateWarning', 'stateWarningSubtle'],
  ['stateDanger', 'stateDangerSubtle'],
  ['stateInfo', 'stateInfoSubtle'],
  ['stateSuccess', 'stateSuccessSubtle'],
  ['disabled', 'disabledSurface'],
  ['text', 'selectedSubtle'],
  ['brand', 'selectedSubtle'],
  ['textMuted', 'skeleton'],
  ['textOnBrand', 'bankOsuuspankki'],
  ['textOnBrand', 'bankNordea'],
  ['textOnBrand', 'bankPop'],
  ['textOnBrand', 'bankAktia'],
  ['textOnBrand', 'bankSaastopankki'],
  ['textOnBrand', 'bankOmasp'],
  ['textOnBrand', 'bankSpankki'],
  ['textOnBrand', 'bankAlandsbanken'],
  ['textOnBrand', 'bankDanske'],
];

export const nonTextContrastPairs: readonly (readonly [ColorName, ColorName])[] = [
  ['border', 'background'],
  ['focus', 'background'],
  ['focusHalo', 'brand'],
  ['focus', 'focusHalo'],
  ['brand', 'divider'],
  ['success', 'divider'],
  ['danger', 'background'],
  ['payQuickly', 'background'],
];
