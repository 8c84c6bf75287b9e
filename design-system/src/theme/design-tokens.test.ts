import { describe, expect, it } from 'vitest';
import { designTokens, hexColor, shadowLayer, type DesignTokenGroup } from './design-tokens';
import { theme } from './stitches.config';

/** Every token (an object with `$value`) with its path and the `$type` it has or inherits. */
function tokensOf(group: DesignTokenGroup, path: string[] = [], inherited?: string) {
  const type = group.$type ?? inherited;
  const found: { path: string; type: string | undefined; value: unknown }[] = [];
  for (const [name, node] of Object.entries(group)) {
    if (name.startsWith('$') || typeof node !== 'object' || node === null) continue;
    if ('$value' in node) {
      found.push({ path: [...path, name].join('.'), type: node.$type ?? type, value: node.$value });
    } else {
      found.push(...tokensOf(node, [...path, name], type));
    }
  }
  return found;
}

describe('design tokens (W3C format)', () => {
  const tokens = tokensOf(designTokens());

  it('gives every token a type', () => {
    expect(tokens.filter((token) => token.type === undefined)).toEqual([]);
  });

  it('writes every colour of the theme as hex', () => {
    const colours = tokens.filter((token) => token.type === 'color');
    expect(colours).toHaveLength(Object.keys(theme.colors).length);
    for (const colour of colours) expect(colour.value).toMatch(/^#[0-9a-f]{6}([0-9a-f]{2})?$/);
  });

  it.each([
    ['#00506E', '#00506e'],
    ['rgba(15, 20, 25, 0.55)', '#0f14198c'],
    ['rgb(255, 255, 255)', '#ffffff'],
  ])('converts %s to %s', (css, hex) => {
    expect(hexColor(css)).toBe(hex);
  });

  it('refuses a colour it cannot express', () => {
    expect(() => hexColor('hsl(0 0% 0%)')).toThrow(/Not a colour/);
  });

  it('reads a shadow layer and turns a colour variable into an alias', () => {
    expect(shadowLayer('0 0 0 2px var(--colors-focusHalo)')).toEqual({
      color: '{color.focusHalo}',
      offsetX: '0px',
      offsetY: '0px',
      blur: '0px',
      spread: '2px',
    });
    expect(shadowLayer('0 4px 16px rgba(15, 20, 25, 0.18)').color).toBe('#0f14192e');
  });

  it('resolves every alias to a token', () => {
    const paths = new Set(tokens.map((token) => token.path));
    const aliases = JSON.stringify(designTokens()).match(/\{[a-zA-Z]+\.[a-zA-Z0-9]+\}/g) ?? [];
    expect(aliases.length).toBeGreaterThan(0);
    for (const ref of aliases) expect(paths.has(ref.slice(1, -1))).toBe(true);
  });
});
