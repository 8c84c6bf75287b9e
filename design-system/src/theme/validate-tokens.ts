/**
 * A strict validator of the W3C Design Tokens Format Module 2025.10
 * (https://www.designtokens.org/tr/2025.10/format/), for the tokens file this design system
 * publishes (`npm run gen:tokens:check` runs it). It checks what the format requires and the
 * tools rely on:
 * - names: no `$` at the start, no `{`, `}` or `.`; only the format's own `$` properties, and
 *   `$schema` only at the file's top, naming the format's 2025.10 schema;
 * - every token has a `$type`, its own, its group's or its alias target's, of the format's types;
 * - values: colours as `{ colorSpace, components, alpha?, hex? }` (sRGB components 0–1),
 *   dimensions as `{ value, unit: px | rem }`, durations as `{ value, unit: ms | s }`, font
 *   families, weights (1–1000 or the format's names), numbers, cubic Béziers, and the composites
 *   shadow, transition and typography with exactly their properties;
 * - aliases `{group.token}`, as a whole value or inside a composite: the target exists, is a
 *   token, has the type expected there, and no chain of aliases loops.
 * It returns the problems, each with the token's path; an empty list means valid.
 */

type Json = unknown;
type Node = Record<string, Json>;

const groupProperties = new Set(['$type', '$description', '$extensions', '$deprecated']);
/** The format's schema, the one `$schema` a file of this version may name. */
const formatSchema = 'https://www.designtokens.org/schemas/2025.10/format.json';
const tokenProperties = new Set(['$value', '$type', '$description', '$extensions', '$deprecated']);
const fontWeightNames = new Set([
  'thin',
  'hairline',
  'extra-light',
  'ultra-light',
  'light',
  'normal',
  'regular',
  'book',
  'medium',
  'semi-bold',
  'demi-bold',
  'bold',
  'extra-bold',
  'ultra-bold',
  'black',
  'heavy',
  'extra-black',
  'ultra-black',
]);
const colorSpaces = new Set([
  'srgb',
  'srgb-linear',
  'hsl',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'display-p3',
  'a98-rgb',
  'prophoto-rgb',
  'rec2020',
  'xyz-d65',
  'xyz-d50',
]);

const isObject = (value: Json): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: Json): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const aliasPath = (value: Json) =>
  typeof value === 'string' ? /^\{([^{}]+)\}$/.exec(value)?.[1] : undefined;

/** Exactly these keys (the optional ones may be missing). */
function keysProblem(value: Node, required: string[], optional: string[] = []): string | undefined {
  const missing = required.filter((key) => !(key in value));
  const extra = Object.keys(value).filter(
    (key) => !required.includes(key) && !optional.includes(key),
  );
  if (missing.length > 0) return `lacks ${missing.join(', ')}`;
  if (extra.length > 0) return `has unknown ${extra.join(', ')}`;
  return undefined;
}

type Check = (value: Json, at: string, resolve: Resolver) => string[];
/** Checks a value that may be an alias to a token of `type`. */
type Resolver = (value: Json, type: string, at: string) => string[] | undefined;

const unitValue =
  (units: string[], what: string): Check =>
  (value, at) => {
    if (!isObject(value)) return [`${at}: a ${what} must be { value, unit }`];
    const problem = keysProblem(value, ['value', 'unit']);
    if (problem) return [`${at}: the ${what} ${problem}`];
    if (!isNumber(value.value)) return [`${at}: the ${what}'s value must be a number`];
    if (!units.includes(String(value.unit))) {
      return [`${at}: the ${what}'s unit must be ${units.join(' or ')}`];
    }
    return [];
  };

const checks: Record<string, Check> = {
  color: (value, at) => {
    if (!isObject(value)) return [`${at}: a colour must be { colorSpace, components, … }`];
    const problem = keysProblem(value, ['colorSpace', 'components'], ['alpha', 'hex']);
    if (problem) return [`${at}: the colour ${problem}`];
    const problems: string[] = [];
    if (!colorSpaces.has(String(value.colorSpace))) {
      problems.push(`${at}: unknown colour space ${String(value.colorSpace)}`);
    }
    const { components } = value;
    if (
      !Array.isArray(components) ||
      components.length !== 3 ||
      !components.every((c) => c === 'none' || isNumber(c))
    ) {
      problems.push(`${at}: a colour has three components, numbers or "none"`);
    } else if (
      ['srgb', 'srgb-linear', 'display-p3', 'a98-rgb', 'prophoto-rgb', 'rec2020'].includes(
        String(value.colorSpace),
      ) &&
      components.some((c) => isNumber(c) && (c < 0 || c > 1))
    ) {
      problems.push(`${at}: ${String(value.colorSpace)} components lie between 0 and 1`);
    }
    if ('alpha' in value && !(isNumber(value.alpha) && value.alpha >= 0 && value.alpha <= 1)) {
      problems.push(`${at}: alpha lies between 0 and 1`);
    }
    if ('hex' in value && !/^#[0-9a-f]{6}$/i.test(String(value.hex))) {
      problems.push(`${at}: hex is #rrggbb`);
    }
    return problems;
  },
  dimension: unitValue(['px', 'rem'], 'dimension'),
  duration: unitValue(['ms', 's'], 'duration'),
  fontFamily: (value, at) =>
    typeof value === 'string' ||
    (Array.isArray(value) && value.length > 0 && value.every((f) => typeof f === 'string'))
      ? []
      : [`${at}: a font family is a name or a list of names`],
  fontWeight: (value, at) =>
    (isNumber(value) && value >= 1 && value <= 1000) ||
    (typeof value === 'string' && fontWeightNames.has(value))
      ? []
      : [`${at}: a font weight is 1–1000 or one of the format's names`],
  number: (value, at) => (isNumber(value) ? [] : [`${at}: must be a number`]),
  cubicBezier: (value, at) =>
    Array.isArray(value) &&
    value.length === 4 &&
    value.every(isNumber) &&
    [value[0], value[2]].every((x) => isNumber(x) && x >= 0 && x <= 1)
      ? []
      : [`${at}: a cubic Bézier is [x1, y1, x2, y2] with x in 0–1`],
  shadow: (value, at, resolve) => {
    const layers = Array.isArray(value) ? value : [value];
    return layers.flatMap((layer, index) => {
      const where = Array.isArray(value) ? `${at}[${index}]` : at;
      if (!isObject(layer)) return [`${where}: a shadow is an object`];
      const problem = keysProblem(
        layer,
        ['color', 'offsetX', 'offsetY', 'blur', 'spread'],
        ['inset'],
      );
      if (problem) return [`${where}: the shadow ${problem}`];
      return [
        ...part(layer.color, 'color', `${where}.color`, resolve),
        ...['offsetX', 'offsetY', 'blur', 'spread'].flatMap((key) =>
          part(layer[key], 'dimension', `${where}.${key}`, resolve),
        ),
      ];
    });
  },
  transition: (value, at, resolve) => {
    if (!isObject(value)) return [`${at}: a transition is an object`];
    const problem = keysProblem(value, ['duration', 'delay', 'timingFunction']);
    if (problem) return [`${at}: the transition ${problem}`];
    return [
      ...part(value.duration, 'duration', `${at}.duration`, resolve),
      ...part(value.delay, 'duration', `${at}.delay`, resolve),
      ...part(value.timingFunction, 'cubicBezier', `${at}.timingFunction`, resolve),
    ];
  },
  strokeStyle: (value, at, resolve) => {
    const names = ['solid', 'dashed', 'dotted', 'double', 'groove', 'ridge', 'outset', 'inset'];
    if (typeof value === 'string') {
      return names.includes(value) ? [] : [`${at}: "${value}" is not a stroke style`];
    }
    if (!isObject(value)) return [`${at}: a stroke style is a name or an object`];
    const problem = keysProblem(value, ['dashArray', 'lineCap']);
    if (problem) return [`${at}: the stroke style ${problem}`];
    const dashes = Array.isArray(value.dashArray) ? value.dashArray : [];
    return [
      ...(dashes.length === 0 ? [`${at}: dashArray is a list of dimensions`] : []),
      ...dashes.flatMap((dash, index) =>
        part(dash, 'dimension', `${at}.dashArray[${index}]`, resolve),
      ),
      ...(['round', 'butt', 'square'].includes(String(value.lineCap))
        ? []
        : [`${at}: lineCap is round, butt or square`]),
    ];
  },
  border: (value, at, resolve) => {
    if (!isObject(value)) return [`${at}: a border is an object`];
    const problem = keysProblem(value, ['color', 'width', 'style']);
    if (problem) return [`${at}: the border ${problem}`];
    return [
      ...part(value.color, 'color', `${at}.color`, resolve),
      ...part(value.width, 'dimension', `${at}.width`, resolve),
      ...part(value.style, 'strokeStyle', `${at}.style`, resolve),
    ];
  },
  gradient: (value, at, resolve) => {
    if (!Array.isArray(value) || value.length === 0)
      return [`${at}: a gradient is a list of stops`];
    return value.flatMap((stop, index) => {
      const where = `${at}[${index}]`;
      if (!isObject(stop)) return [`${where}: a gradient stop is an object`];
      const problem = keysProblem(stop, ['color', 'position']);
      if (problem) return [`${where}: the stop ${problem}`];
      return [
        ...part(stop.color, 'color', `${where}.color`, resolve),
        ...part(stop.position, 'number', `${where}.position`, resolve),
      ];
    });
  },
  typography: (value, at, resolve) => {
    if (!isObject(value)) return [`${at}: a typography token is an object`];
    const keys = ['fontFamily', 'fontSize', 'fontWeight', 'letterSpacing', 'lineHeight'];
    const problem = keysProblem(value, keys);
    if (problem) return [`${at}: the typography ${problem}`];
    const types = ['fontFamily', 'dimension', 'fontWeight', 'dimension', 'number'];
    return keys.flatMap((key, index) =>
      part(value[key], types[index] ?? '', `${at}.${key}`, resolve),
    );
  },
};

/** A value of `type` at `at`: an alias to such a token, or a literal value of it. */
function part(value: Json, type: string, at: string, resolve: Resolver): string[] {
  return resolve(value, type, at) ?? checks[type]?.(value, at, resolve) ?? [];
}

interface Found {
  path: string;
  node: Node;
  inherited?: string;
}

/** Every token of the tree (an object with `$value`), with its group's type; names checked. */
function collect(tree: Node, problems: string[]): Map<string, Found> {
  const tokens = new Map<string, Found>();
  const walk = (node: Node, path: string[], inherited: string | undefined) => {
    const type = typeof node.$type === 'string' ? node.$type : inherited;
    for (const [name, child] of Object.entries(node)) {
      const at = [...path, name].join('.');
      if (name === '$schema' && path.length === 0) {
        if (child !== formatSchema) problems.push(`$schema: must be ${formatSchema}`);
        continue;
      }
      if (name.startsWith('$')) {
        if (!groupProperties.has(name)) problems.push(`${at}: not a property of the format`);
        continue;
      }
      if (/[{}.]/.test(name)) problems.push(`${at}: a name must not contain {, } or .`);
      if (!isObject(child)) {
        problems.push(`${at}: neither a token nor a group`);
      } else if ('$value' in child) {
        for (const key of Object.keys(child)) {
          if (!tokenProperties.has(key)) problems.push(`${at}: "${key}" is not a token property`);
        }
        tokens.set(at, { path: at, node: child, inherited: type });
      } else {
        walk(child, [...path, name], type);
      }
    }
  };
  walk(tree, [], undefined);
  return tokens;
}

/** The problems of a design tokens file under the format; none when it is valid. */
export function validateTokens(tree: Json): string[] {
  if (!isObject(tree)) return ['the file is not a group of tokens'];
  const problems: string[] = [];
  const tokens = collect(tree, problems);

  /** A token's type: its own, its group's, or (for an alias) its target's. */
  const typeOf = (found: Found, seen: Set<string>): string | undefined => {
    const own = found.node.$type ?? found.inherited;
    if (typeof own === 'string') return own;
    const target = aliasPath(found.node.$value);
    if (!target || seen.has(target)) return undefined;
    const next = tokens.get(target);
    return next ? typeOf(next, new Set([...seen, found.path])) : undefined;
  };

  /** Follows an alias: the problems of it, or undefined when the value is no alias. */
  const resolve: Resolver = (value, type, at) => {
    const target = aliasPath(value);
    if (target === undefined) return undefined;
    const seen = new Set<string>();
    let current = target;
    for (;;) {
      if (seen.has(current)) return [`${at}: the alias {${target}} loops`];
      seen.add(current);
      const found = tokens.get(current);
      if (!found) return [`${at}: the alias {${current}} names no token`];
      const next = aliasPath(found.node.$value);
      if (next === undefined) {
        const targetType = typeOf(found, new Set());
        return targetType === type
          ? []
          : [`${at}: the alias {${target}} is a ${targetType ?? 'untyped'} token, not a ${type}`];
      }
      current = next;
    }
  };

  for (const found of tokens.values()) {
    const type = typeOf(found, new Set());
    if (!type) {
      problems.push(`${found.path}: no $type (its own, its group's or its alias's)`);
      continue;
    }
    if (!checks[type]) {
      problems.push(`${found.path}: "${type}" is not a type of the format`);
      continue;
    }
    problems.push(...part(found.node.$value, type, found.path, resolve));
    const { $description: description } = found.node;
    if (description !== undefined && typeof description !== 'string') {
      problems.push(`${found.path}: $description must be text`);
    }
  }
  return problems;
}
