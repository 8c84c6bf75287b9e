/**
 * The one check every value a request carries passes through, after the contract's schema:
 * texts are normalised (NFC; line breaks to `\n`) and refused when they hold control
 * characters or broken UTF-16, numbers when they are not finite or not safe integers. Control
 * characters reach databases, logs, PDFs and e-mails, where a NUL alone is enough for a crash.
 */
import { badRequest } from './errors';

/** The refusal of a text with characters it may not hold (translated by the portal). */
export const INPUT_ERROR = 'error.input.0';

/**
 * C0 and C1 controls except tab and line breaks, the Unicode line and paragraph separators, and
 * the direction overrides that disguise text (the same set file names refuse).
 */
const ALWAYS_REFUSED =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
/** Half of a surrogate pair without its other half (not text; PostgreSQL refuses it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Where a value sits: the property names on its way from the root (array indexes skipped). */
export interface TextRules {
  /** Property names whose texts may hold line breaks and tabs (`x-multiline` in the contract). */
  multiline: ReadonlySet<string>;
}

/** Normalises one text, or throws 400 `error.input.0`. */
export function checkText(value: string, multiline: boolean): string {
  if (ALWAYS_REFUSED.test(value) || LONE_SURROGATE.test(value)) throw badRequest(INPUT_ERROR);
  if (!multiline && LINE_BREAK_OR_TAB.test(value)) throw badRequest(INPUT_ERROR);
  const normalised = value.normalize('NFC');
  return multiline ? normalised.replace(/\r\n?/g, '\n') : normalised;
}

/** Throws 400 unless a number is finite and, when whole, a safe integer. */
export function checkNumber(value: number): number {
  if (!Number.isFinite(value)) throw badRequest();
  if (Number.isInteger(value) && !Number.isSafeInteger(value)) throw badRequest();
  return value;
}

/**
 * Checks and normalises every string and number in a parsed value, in place, and returns it.
 * A string's rule comes from the nearest property name above it.
 */
export function checkValues<T>(value: T, rules: TextRules, property: string | null = null): T {
  return walk(value, rules, property, 0) as T;
}

function walk(value: unknown, rules: TextRules, property: string | null, depth: number): unknown {
  if (typeof value === 'string') {
    return checkText(value, property !== null && rules.multiline.has(property));
  }
  if (typeof value === 'number') return checkNumber(value);
  // The JSON parser and the schemas already bound the depth; this guards direct callers.
  if (depth > 32) throw badRequest();
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = walk(value[i], rules, property, depth + 1);
    return value;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      checkText(key, false);
      record[key] = walk(record[key], rules, key, depth + 1);
    }
  }
  return value;
}

/** The property names the contract marks `x-multiline: true`, anywhere in the document. */
export function multilineProperties(document: unknown): Set<string> {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const properties = record.properties;
    if (properties && typeof properties === 'object') {
      for (const [name, schema] of Object.entries(properties as Record<string, unknown>)) {
        if (
          schema &&
          typeof schema === 'object' &&
          (schema as Record<string, unknown>)['x-multiline'] === true
        ) {
          names.add(name);
        }
      }
    }
    Object.values(record).forEach(visit);
  };
  visit(document);
  return names;
}
