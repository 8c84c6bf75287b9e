import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { theme } from './stitches.config';

const c = (name: keyof typeof theme.colors) => theme.colors[name].value;

describe('colour tokens meet WCAG AA', () => {
  it.each([
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
  ] as const)('%s on %s has at least 4.5:1', (fg, bg) => {
    expect(contrastRatio(c(fg), c(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['border', 'background'],
    ['focus', 'background'],
    ['focusHalo', 'brand'],
    ['focus', 'focusHalo'],
    ['brand', 'divider'],
    ['success', 'divider'],
    ['danger', 'background'],
    ['payQuickly', 'background'],
  ] as const)('non-text %s on %s has at least 3:1', (fg, bg) => {
    expect(contrastRatio(c(fg), c(bg))).toBeGreaterThanOrEqual(3);
  });

  it('computes the known black-on-white ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
