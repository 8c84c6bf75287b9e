import fi from '../fi.json' with { type: 'json' };
import sv from '../sv.json' with { type: 'json' };
import en from '../en.json' with { type: 'json' };

/** Language ids used in routes (`/lang/{id}`) and in API calls (spec 2, 9). */
export const languageIds = ['fi', 'se', 'en'] as const;
export type LanguageId = (typeof languageIds)[number];
export const defaultLanguage: LanguageId = 'fi';

/** Locale of each language id (spec: fi-FI, sv-SE, en-US). */
export const localeOf = {
  fi: 'fi-FI',
  se: 'sv-SE',
  en: 'en-US',
} as const satisfies Record<LanguageId, string>;
export type Locale = (typeof localeOf)[LanguageId];

/** BCP 47 tag for `<html lang>`; Swedish is `sv`, although its id in URLs is `se`. */
export const htmlLangOf = { fi: 'fi', se: 'sv', en: 'en' } as const satisfies Record<
  LanguageId,
  string
>;

export type Messages = typeof fi;
export const resources = { fi, se: sv, en } satisfies Record<LanguageId, Messages>;

export function isLanguageId(value: unknown): value is LanguageId {
  return typeof value === 'string' && (languageIds as readonly string[]).includes(value);
}

/** Every key of a message tree as a dotted path, e.g. `error.login.0`. */
export function flattenKeys(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix.slice(0, -1)];
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? flattenKeys(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** Looks a dotted key up in one language; `undefined` when it does not exist. */
export function lookup(language: LanguageId, key: string): string | undefined {
  let node: unknown = resources[language];
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A minimal `t` for places that cannot use i18next (Storybook stories, the server's PDFs).
 * Interpolates `{{name}}`; an unknown key throws so that a typo fails a test instead of
 * rendering the key.
 */
export function translate(
  language: LanguageId,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const text = lookup(language, key);
  if (text === undefined) throw new Error(`Unknown translation key: ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    name in values ? String(values[name]) : `{{${name}}}`,
  );
}

/** Each language's own name, as shown in the language switch. */
export const nativeNameOf = {
  fi: 'Suomi',
  se: 'Svenska',
  en: 'English',
} as const satisfies Record<LanguageId, string>;
