import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  colorAliases,
  colorValue,
  designTokens,
  dimensionValue,
  durationValue,
  shadowLayer,
  TOKENS_SCHEMA,
  type DesignTokenGroup,
} from './design-tokens';
import { validateTokens } from './validate-tokens';
import { theme } from './stitches.config';

/** Every token (an object with `$value`) with its path and the `$type` it has or inherits. */
function tokensOf(group: DesignTokenGroup, path: string[] = [], inherited?: string) {
  const type = typeof group.$type === 'string' ? group.$type : inherited;
  const found: { path: string; type: string | undefined; value: unknown }[] = [];
  for (const [name, node] of Object.entries(group)) {
    if (name.startsWith('$') || typeof node !== 'object' || node === null) continue;
    if ('$value' in node) {
      const own = typeof node.$type === 'string' ? node.$type : type;
      found.push({ path: [...path, name].join('.'), type: own, value: node.$value });
    } else {
      found.push(...tokensOf(node as DesignTokenGroup, [...path, name], type));
    }
  }
  return found;
}

describe('design tokens (W3C Design Tokens Format Module 2025.10)', () => {
  const tokens = tokensOf(designTokens());

  it('are valid under the strict validator, and so is the committed file', () => {
    expect(validateTokens(designTokens())).toEqual([]);
    expect(designTokens().$schema).toBe(TOKENS_SCHEMA);
    const committed = join(
      dirname(fileURLToPath(import.meta.url)),
      '..',
      '..',
      'tokens',
      'portal.tokens.json',
    );
    expect(validateTokens(JSON.parse(readFileSync(committed, 'utf8')))).toEqual([]);
  });

  it('writes every colour of the theme, the duplicates as aliases to a colour of equal value', () => {
    const colours = tokens.filter((token) => token.type === 'color');
    expect(colours).toHaveLength(Object.keys(theme.colors).length);
    for (const [name, target] of Object.entries(colorAliases)) {
      expect(theme.colors[name as keyof typeof theme.colors].value).toBe(
        theme.colors[target as keyof typeof theme.colors].value,
      );
      expect(colours.find((token) => token.path === `color.${name}`)?.value).toBe(
        `{color.${target}}`,
      );
    }
  });

  it.each([
    ['#00506E', { colorSpace: 'srgb', components: [0, 0.3137, 0.4314], hex: '#00506e' }],
    [
      'rgba(15, 20, 25, 0.55)',
      { colorSpace: 'srgb', components: [0.0588, 0.0784, 0.098], alpha: 0.55, hex: '#0f1419' },
    ],
    ['rgb(255, 255, 255)', { colorSpace: 'srgb', components: [1, 1, 1], hex: '#ffffff' }],
  ])('converts the colour %s', (css, value) => {
    expect(colorValue(css)).toEqual(value);
  });

  it('converts dimensions and durations to value and unit, and refuses what it cannot express', () => {
    expect(dimensionValue('1.125rem')).toEqual({ value: 1.125, unit: 'rem' });
    expect(dimensionValue('0')).toEqual({ value: 0, unit: 'px' });
    expect(durationValue('120ms')).toEqual({ value: 120, unit: 'ms' });
    expect(() => colorValue('hsl(0 0% 0%)')).toThrow(/Not a colour/);
    expect(() => dimensionValue('50%')).toThrow(/Not a dimension/);
  });

  it('reads a shadow layer and turns a colour variable into an alias', () => {
    expect(shadowLayer('0 0 0 2px var(--colors-focusHalo)')).toEqual({
      color: '{color.focusHalo}',
      offsetX: { value: 0, unit: 'px' },
      offsetY: { value: 0, unit: 'px' },
      blur: { value: 0, unit: 'px' },
      spread: { value: 2, unit: 'px' },
    });
  });

  it('gives the text styles of Heading and Text as typography composites', () => {
    const typography = tokens.filter((token) => token.type === 'typography').map((t) => t.path);
    expect(typography).toEqual(
      expect.arrayContaining([
        'typography.pageHeading',
        'typography.sectionHeading',
        'typography.body',
        'typography.intro',
        'typography.small',
      ]),
    );
  });
});

describe('the strict validator fails on a bad token', () => {
  const colour = { colorSpace: 'srgb', components: [0, 0, 0] };
  it.each([
    [{ c: { $type: 'color', $value: '#000000' } }, 'c: a colour must be'],
    [
      { c: { $type: 'color', $value: { ...colour, components: [0, 2, 0] } } },
      'lie between 0 and 1',
    ],
    [{ d: { $type: 'dimension', $value: '16px' } }, 'd: a dimension must be { value, unit }'],
    [{ d: { $type: 'dimension', $value: { value: 1, unit: '%' } } }, 'unit must be px or rem'],
    [{ t: { $type: 'duration', $value: { value: '1', unit: 'ms' } } }, 'value must be a number'],
    [{ r: { $type: 'string', $value: '50%' } }, 'r: "string" is not a type of the format'],
    [{ n: { $value: 3 } }, 'n: no $type'],
    [{ a: { $type: 'color', $value: '{b.c}' } }, 'a: the alias {b.c} names no token'],
    [
      { a: { $type: 'color', $value: '{d}' }, d: { $type: 'number', $value: 1 } },
      'a: the alias {d} is a number token, not a color',
    ],
    [{ a: { $type: 'color', $value: '{b}' }, b: { $value: '{a}' } }, 'loops'],
    [{ 'a.b': { $type: 'number', $value: 1 } }, 'must not contain {, } or .'],
    [{ g: { $kind: 'x', n: { $type: 'number', $value: 1 } } }, 'g.$kind: not a property'],
    [{ $schema: 'https://example.com/tokens.json' }, '$schema: must be https://www.designtokens'],
    [{ g: { $schema: TOKENS_SCHEMA } }, 'g.$schema: not a property'],
    [{ w: { $type: 'fontWeight', $value: 'semibold' } }, "one of the format's names"],
    [
      {
        s: {
          $type: 'typography',
          $value: { fontFamily: 'A', fontSize: { value: 1, unit: 'rem' }, fontWeight: 400 },
        },
      },
      'the typography lacks letterSpacing, lineHeight',
    ],
  ])('%j', (tree, problem) => {
    expect(validateTokens(tree).join('\n')).toContain(problem);
  });
});
