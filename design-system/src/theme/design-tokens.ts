/**
 * The theme (stitches.config.ts) as design tokens in the W3C Design Tokens Community Group format
 * (`$value`, `$type`, `$description`; https://tr.designtokens.org/format/), for Figma's Tokens
 * Studio, Style Dictionary and other tools. Generated into design-system/tokens/ by
 * `npm run gen:tokens`; `npm run gen:tokens:check` (in `npm test`) fails when that file is out of
 * date with the theme. Values are written in the forms those tools read: colours as hex,
 * dimensions as CSS length strings, shadows and transitions as composite objects.
 */
import { nonTextContrastPairs, textContrastPairs } from './contrast-pairs';
import { contrastRatio } from './contrast';
import { breakpoints, theme } from './stitches.config';

export interface DesignToken {
  $value: unknown;
  $type?: string;
  $description?: string;
}
export interface DesignTokenGroup {
  [name: string]: DesignToken | DesignTokenGroup | string | undefined;
  $type?: string;
  $description?: string;
}

type Scale = Record<string, { value: string }>;

/** `rgba(15, 20, 25, 0.55)` or `#rrggbb` as `#rrggbb` / `#rrggbbaa`. */
export function hexColor(css: string): string {
  if (/^#[0-9a-f]{6}$/i.test(css)) return css.toLowerCase();
  const rgba = /^rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\s*\)$/.exec(css);
  if (!rgba) throw new Error(`Not a colour the tokens can express: ${css}`);
  const [r, g, b] = [rgba[1], rgba[2], rgba[3]].map((part) =>
    Number(part).toString(16).padStart(2, '0'),
  );
  const alpha =
    rgba[4] === undefined
      ? ''
      : Math.round(Number(rgba[4]) * 255)
          .toString(16)
          .padStart(2, '0');
  return `#${r}${g}${b}${alpha}`;
}

/** A colour reference inside a theme value (Stitches turns `$colors$name` into
 * `var(--colors-name)`) as a token alias, `{color.name}`. */
function alias(css: string): string {
  const match = /^(?:\$colors\$|var\(--colors-)(\w+)\)?$/.exec(css);
  return match ? `{color.${match[1]}}` : hexColor(css);
}

/** One CSS shadow (`0 1px 2px rgba(...)`, `0 0 0 2px $colors$focus`) as a DTCG shadow. */
export function shadowLayer(css: string) {
  const parts = css.trim().match(/rgba?\([^)]*\)|\S+/g) ?? [];
  const color = parts.pop() ?? '';
  const [offsetX = '0', offsetY = '0', blur = '0', spread = '0'] = parts;
  const px = (length: string) => (length === '0' ? '0px' : length);
  return {
    color: alias(color),
    offsetX: px(offsetX),
    offsetY: px(offsetY),
    blur: px(blur),
    spread: px(spread),
  };
}

/** CSS easing keywords as the cubic Bézier curves that define them. */
const easings: Record<string, [number, number, number, number]> = {
  ease: [0.25, 0.1, 0.25, 1],
  'ease-in': [0.42, 0, 1, 1],
  'ease-out': [0, 0, 0.58, 1],
  'ease-in-out': [0.42, 0, 0.58, 1],
  linear: [0, 0, 1, 1],
};

function group(
  scale: Scale,
  type: string | undefined,
  value: (css: string, name: string) => unknown = (css) => css,
  description?: string,
): DesignTokenGroup {
  const tokens: DesignTokenGroup = {};
  if (type) tokens.$type = type;
  if (description) tokens.$description = description;
  for (const [name, token] of Object.entries(scale)) {
    tokens[name] = { $value: value(token.value, name) };
  }
  return tokens;
}

/** The ratios of the tested colour pairs, for the tokens' descriptions. */
function contrastNotes(): Map<string, string[]> {
  const notes = new Map<string, string[]>();
  for (const [pairs, minimum] of [
    [textContrastPairs, 4.5],
    [nonTextContrastPairs, 3],
  ] as const) {
    for (const [fg, bg] of pairs) {
      const ratio = contrastRatio(theme.colors[fg].value, theme.colors[bg].value);
      const note = `${ratio.toFixed(2)}:1 on ${bg} (needs ${minimum}:1)`;
      notes.set(fg, [...(notes.get(fg) ?? []), note]);
    }
  }
  return notes;
}

export function designTokens(): DesignTokenGroup {
  const notes = contrastNotes();
  const color: DesignTokenGroup = {
    $type: 'color',
    $description:
      'Colours by role. Each tested pair (tokens.test.ts) is noted on its foreground colour.',
  };
  for (const [name, token] of Object.entries(theme.colors)) {
    const note = notes.get(name);
    color[name] = {
      $value: hexColor(token.value),
      ...(note ? { $description: `Contrast ${note.join('; ')}.` } : {}),
    };
  }
  const fontFamily = (css: string) =>
    css.split(',').map((family) => family.trim().replace(/^"(.*)"$/, '$1'));
  const radius: DesignTokenGroup = group(theme.radii, 'dimension');
  // 50 % is not a DTCG dimension (px or rem); it stays, untyped, for tools that read CSS.
  radius.round = { $value: theme.radii.round.value, $type: 'string' };
  return {
    $description:
      'Debtor portal design tokens, generated from design-system/src/theme/stitches.config.ts by `npm run gen:tokens`. Do not edit.',
    color,
    space: group(theme.space, 'dimension', (css) => (css === '0' ? '0px' : css)),
    size: group(theme.sizes, 'dimension'),
    breakpoint: {
      $type: 'dimension',
      $description: 'Minimum widths of the layouts, mobile first.',
      ...Object.fromEntries(
        Object.entries(breakpoints).map(([name, px]) => [name, { $value: `${px}px` }]),
      ),
    },
    fontFamily: group(theme.fonts, 'fontFamily', fontFamily),
    fontSize: group(theme.fontSizes, 'dimension'),
    fontWeight: group(theme.fontWeights, 'fontWeight', Number),
    lineHeight: group(theme.lineHeights, 'number', Number),
    radius,
    shadow: group(theme.shadows, 'shadow', (css) => {
      const layers = css.split(/,(?![^(]*\))/).map(shadowLayer);
      return layers.length === 1 ? layers[0] : layers;
    }),
    zIndex: group(theme.zIndices, 'number', Number),
    transition: group(theme.transitions, 'transition', (css) => {
      const [duration = '0ms', easing = 'ease'] = css.split(/\s+/);
      return {
        duration,
        delay: '0ms',
        timingFunction: easings[easing] ?? easings.ease,
      };
    }),
  };
}
