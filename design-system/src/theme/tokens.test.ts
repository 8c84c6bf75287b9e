import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { nonTextContrastPairs, textContrastPairs } from './contrast-pairs';
import { theme } from './stitches.config';

const c = (name: keyof typeof theme.colors) => theme.colors[name].value;

describe('colour tokens meet WCAG AA', () => {
  it.each(textContrastPairs)('%s on %s has at least 4.5:1', (fg, bg) => {
    expect(contrastRatio(c(fg), c(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextContrastPairs)('non-text %s on %s has at least 3:1', (fg, bg) => {
    expect(contrastRatio(c(fg), c(bg))).toBeGreaterThanOrEqual(3);
  });

  it('computes the known black-on-white ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
