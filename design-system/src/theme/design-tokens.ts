/**
 * The theme (stitches.config.ts) as design tokens in the W3C Design Tokens Format Module 2025.10
 * (https://www.designtokens.org/tr/2025.10/format/): `$value`, `$type`, `$description`; colours
 * as objects (`colorSpace`, `components`, `alpha`, `hex`), dimensions and durations as
 * `{ value, unit }`, semantic colours that equal another as aliases (`{color.info}`), and
 * typography composites for the text styles of Heading and Text. For Figma's Tokens Studio,
 * Style Dictionary and other tools. Generated into design-system/tokens/ by `npm run gen:tokens`;
 * `npm run gen:tokens:check` (in `npm test`) fails when that file is out of date with the theme
 * or is not valid under the format (validate-tokens.ts).
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
  [name: string]: DesignToken | DesignTokenGroup | string | Record<string, unknown> | undefined;
  $type?: string;
  $description?: string;
}

type Scale = Record<string, { value: string }>;

/** A colour of the format: sRGB components from 0 to 1, alpha when not opaque, and its hex. */
export interface TokenColor {
  colorSpace: 'srgb';
  components: [number, number, number];
  alpha?: number;
  hex: string;
}

/** `rgba(15, 20, 25, 0.55)`, `rgb(…)` or `#rrggbb` as a colour object of the format. */
export function colorValue(css: string): TokenColor {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(css);
  const rgba = /^rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\s*\)$/.exec(css);
  const channels = hex
    ? [hex[1], hex[2], hex[3]].map((part) => parseInt(part ?? '0', 16))
    : rgba
      ? [rgba[1], rgba[2], rgba[3]].map(Number)
      : undefined;
  if (!channels) throw new Error(`Not a colour the tokens can express: ${css}`);
  const [r = 0, g = 0, b = 0] = channels;
  const alpha = rgba?.[4] === undefined ? 1 : Number(rgba[4]);
  const round = (n: number) => Math.round(n * 10000) / 10000;
  return {
    colorSpace: 'srgb',
    components: [round(r / 255), round(g / 255), round(b / 255)],
    ...(alpha === 1 ? {} : { alpha }),
    hex: `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`,
  };
}

/** `16px`, `1.125rem` or `0` as a dimension of the format, `{ value, unit }`. */
export function dimensionValue(css: string): { value: number; unit: 'px' | 'rem' } {
  if (css === '0') return { value: 0, unit: 'px' };
  const match = /^(-?[\d.]+)(px|rem)$/.exec(css);
  if (!match) throw new Error(`Not a dimension the tokens can express: ${css}`);
  return { value: Number(match[1]), unit: match[2] as 'px' | 'rem' };
}

/** `120ms` or `0.2s` as a duration of the format, `{ value, unit }`. */
export function durationValue(css: string): { value: number; unit: 'ms' | 's' } {
  const match = /^([\d.]+)(ms|s)$/.exec(css);
  if (!match) throw new Error(`Not a duration the tokens can express: ${css}`);
  return { value: Number(match[1]), unit: match[2] as 'ms' | 's' };
}

/** A colour reference inside a theme value (Stitches turns `$colors$name` into
 * `var(--colors-name)`) as a token alias, `{color.name}`; any other colour as its value. */
function colorOrAlias(css: string): string | TokenColor {
  const match = /^(?:\$colors\$|var\(--colors-)(\w+)\)?$/.exec(css);
  return match?.[1] ? `{${colorPath(match[1])}}` : colorValue(css);
}

/** One CSS shadow (`0 1px 2px rgba(...)`, `0 0 0 2px $colors$focus`) as a shadow of the format. */
export function shadowLayer(css: string) {
  const parts = css.trim().match(/rgba?\([^)]*\)|\S+/g) ?? [];
  const color = parts.pop() ?? '';
  const [offsetX = '0', offsetY = '0', blur = '0', spread = '0'] = parts;
  return {
    color: colorOrAlias(color),
    offsetX: dimensionValue(offsetX),
    offsetY: dimensionValue(offsetY),
    blur: dimensionValue(blur),
    spread: dimensionValue(spread),
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

/**
 * Semantic colours that are, by design, another colour of the theme: written as aliases so that
 * a tool (Figma variables) keeps them one value. The test checks each still equals its target.
 */
export const colorAliases: Record<string, string> = {
  surfaceRaised: 'background',
  danger: 'payNow',
  stateInfo: 'info',
  stateInfoSubtle: 'infoSubtle',
  stateSuccess: 'success',
  stateSuccessSubtle: 'successSubtle',
  stateDangerSubtle: 'dangerSubtle',
  selectedSubtle: 'brandSubtle',
  skeleton: 'disabledSurface',
};

/** What each colour is for, by the start of its name (the colour page's groups). */
const colorRoles: [RegExp, string][] = [
  [/^text/, 'Text'],
  [/^(background|surface)/, 'Surface: page and card backgrounds'],
  [/^(border|divider)/, 'Lines: borders of controls, dividers between rows'],
  [/^brand/, 'Brand: links, primary actions, headings in the brand tone'],
  [/^pay/, 'Payment actions: red "pay now" (in court), orange "pay quickly" (due soon)'],
  [/^(info|success|warning|danger)/, 'Feedback: notices, banners, messages'],
  [/^state/, "Debt state labels: the label's text on its subtle background"],
  [/^(focus)/, 'Focus ring'],
  [/^(overlay|disabled|skeleton|selected)/, 'States of controls and the page'],
];

/** A theme colour's path in the tokens: the banks' colours in their own group. */
function colorPath(name: string): string {
  const bank = /^bank(\w)(\w*)$/.exec(name);
  return bank ? `color.bank.${bank[1]?.toLowerCase()}${bank[2]}` : `color.${name}`;
}

function group(
  scale: Scale,
  type: string,
  value: (css: string, name: string) => unknown,
  description?: string,
): DesignTokenGroup {
  const tokens: DesignTokenGroup = { $type: type };
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

/** The colours by role, the banks' in `color.bank`, the duplicates as aliases. */
function colorTokens(): DesignTokenGroup {
  const notes = contrastNotes();
  const color: DesignTokenGroup = {
    $type: 'color',
    $description:
      'Colours by role. Each tested pair (tokens.test.ts) is noted on its foreground colour.',
  };
  const bank: DesignTokenGroup = {
    $description: "Bank logos of the payment form: white initials on the bank's colour (4.5:1).",
  };
  for (const [name, token] of Object.entries(theme.colors)) {
    const note = notes.get(name);
    const role = colorRoles.find(([pattern]) => pattern.test(name))?.[1];
    const target = colorAliases[name];
    const description = [role ? `${role}.` : '', note ? `Contrast ${note.join('; ')}.` : '']
      .filter(Boolean)
      .join(' ');
    const path = colorPath(name).split('.');
    (path.length === 3 ? bank : color)[path.at(-1) ?? name] = {
      $value: target ? `{${colorPath(target)}}` : colorValue(token.value),
      ...(description ? { $description: description } : {}),
    };
  }
  color.bank = bank;
  return color;
}

/** The text styles of Heading and Text as typography composites (Figma text styles). */
function typographyTokens(): DesignTokenGroup {
  const style = (
    family: 'body' | 'heading',
    size: keyof typeof theme.fontSizes,
    weight: keyof typeof theme.fontWeights,
    lineHeight: keyof typeof theme.lineHeights,
    description: string,
  ) => ({
    $description: description,
    $value: {
      fontFamily: `{fontFamily.${family}}`,
      fontSize: `{fontSize.${size}}`,
      fontWeight: `{fontWeight.${weight}}`,
      letterSpacing: { value: 0, unit: 'px' },
      lineHeight: `{lineHeight.${lineHeight}}`,
    },
  });
  return {
    $type: 'typography',
    $description: 'The text styles of the Heading and Text components.',
    pageHeading: style(
      'heading',
      '3xl',
      'bold',
      'tight',
      'Heading size page, the h1, from 960 px.',
    ),
    pageHeadingPhone: style('heading', '2xl', 'bold', 'tight', 'Heading size page below 960 px.'),
    sectionHeading: style('heading', 'xl', 'bold', 'tight', 'Heading size section.'),
    subsectionHeading: style('heading', 'lg', 'bold', 'tight', 'Heading size subsection.'),
    intro: style('body', 'lg', 'regular', 'body', 'Text size lg: an introduction.'),
    body: style('body', 'md', 'regular', 'body', 'Text size md: body text.'),
    small: style('body', 'sm', 'regular', 'body', 'Text size sm: small print.'),
  };
}

/**
 * The format's JSON schema: a tool that reads `$schema` (an editor, a token importer) knows the
 * file's format and version from it.
 */
export const TOKENS_SCHEMA = 'https://www.designtokens.org/schemas/2025.10/format.json';

export function designTokens(): DesignTokenGroup {
  const fontFamily = (css: string) =>
    css.split(',').map((family) => family.trim().replace(/^"(.*)"$/, '$1'));
  const radii: Scale = Object.fromEntries(
    Object.entries(theme.radii).filter(([name]) => name !== 'round'),
  );
  return {
    $schema: TOKENS_SCHEMA,
    $description:
      'Debtor portal design tokens in the W3C Design Tokens Format Module 2025.10, generated from design-system/src/theme/stitches.config.ts by `npm run gen:tokens`. Do not edit.',
    color: colorTokens(),
    space: group(theme.space, 'dimension', dimensionValue),
    size: group(theme.sizes, 'dimension', dimensionValue),
    breakpoint: {
      $type: 'dimension',
      $description: 'Minimum widths of the layouts, mobile first.',
      ...Object.fromEntries(
        Object.entries(breakpoints).map(([name, px]) => [
          name,
          { $value: { value: px, unit: 'px' } },
        ]),
      ),
    },
    fontFamily: group(theme.fonts, 'fontFamily', fontFamily),
    fontSize: group(theme.fontSizes, 'dimension', dimensionValue),
    fontWeight: {
      ...group(theme.fontWeights, 'fontWeight', Number),
      $description:
        "`medium` is 600, the weight Figma and the format's own names call semi-bold (Source Sans 3 SemiBold); the theme calls it medium.",
    },
    lineHeight: group(theme.lineHeights, 'number', Number),
    typography: typographyTokens(),
    radius: {
      ...group(radii, 'dimension', dimensionValue),
      // 50 % has no type in the format; the CSS value stays for tools that read it.
      $extensions: { 'fi.perinta.portal': { round: theme.radii.round.value } },
    },
    shadow: group(theme.shadows, 'shadow', (css) => {
      const layers = css.split(/,(?![^(]*\))/).map(shadowLayer);
      return layers.length === 1 ? layers[0] : layers;
    }),
    zIndex: group(theme.zIndices, 'number', Number),
    transition: group(theme.transitions, 'transition', (css) => {
      const [duration = '0ms', easing = 'ease'] = css.split(/\s+/);
      return {
        duration: durationValue(duration),
        delay: { value: 0, unit: 'ms' },
        timingFunction: easings[easing] ?? easings.ease,
      };
    }),
  };
}
