/**
 * The portal's languages, the one language-to-locale map of the repository (spec 2, 9). The
 * contract's `LanguageId` and `Locale` enums are these; the portal, its translations and the
 * server all read them from here.
 */
import type { components } from './schema';

export type LanguageId = components['schemas']['LanguageId'];
export type Locale = components['schemas']['Locale'];

/** Language ids used in routes (`/lang/{id}`) and in API calls; `se` is Swedish. */
export const languageIds = ['fi', 'se', 'en'] as const satisfies readonly LanguageId[];
export const defaultLanguage: LanguageId = 'fi';

/** Locale of each language id (spec: fi-FI, sv-SE, en-US). */
export const localeOf = {
  fi: 'fi-FI',
  se: 'sv-SE',
  en: 'en-US',
} as const satisfies Record<LanguageId, Locale>;

/** BCP 47 tag (`<html lang>`, i18next, identity provider UI); Swedish is `sv` although its id is `se`. */
export const htmlLangOf = { fi: 'fi', se: 'sv', en: 'en' } as const satisfies Record<
  LanguageId,
  string
>;

export function isLanguageId(value: unknown): value is LanguageId {
  return typeof value === 'string' && (languageIds as readonly string[]).includes(value);
}

/**
 * A language id from what a person or a browser wrote: the ids themselves, `sv` as an alias of
 * `se` (people type it), and tags such as `sv-FI` or `en-GB`. `null` when none fits.
 */
export function parseLanguageId(value: unknown): LanguageId | null {
  if (typeof value !== 'string') return null;
  const tag = value.trim().toLowerCase();
  if (isLanguageId(tag)) return tag;
  const primary = tag.split(/[-_]/)[0];
  if (primary === 'sv' || primary === 'se') return 'se';
  return isLanguageId(primary) ? primary : null;
}

/** The language of a locale (`sv-SE` → `se`). */
export function languageOfLocale(locale: Locale): LanguageId {
  const entry = (Object.entries(localeOf) as [LanguageId, Locale][]).find(([, l]) => l === locale);
  return entry ? entry[0] : defaultLanguage;
}
