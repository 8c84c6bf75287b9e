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

/** The language id of each locale: `localeOf` read backwards (`sv-SE` → `se`). */
export const languageOf = {
  'fi-FI': 'fi',
  'sv-SE': 'se',
  'en-US': 'en',
} as const satisfies Record<Locale, LanguageId>;

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

/** The language of a locale (`sv-SE` → `se`); Finnish for a locale outside the three. */
export function languageOfLocale(locale: Locale): LanguageId {
  return (languageOf as Record<string, LanguageId>)[locale] ?? defaultLanguage;
}

/**
 * The language tags of an `Accept-Language` header, most preferred first (by `q`, then order);
 * tags with `q=0` and malformed parts are left out.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The language a page is shown in: the debtor's stored choice, else the first of the browser's
 * languages the portal has, else Finnish. The portal applies it to local storage and
 * `navigator.languages`, the server to the `portal.language` cookie and `Accept-Language` (to
 * pick the prerendered shell), so both arrive at the same language.
 */
export function preferredLanguage(
  stored: unknown,
  browserLanguages: readonly string[] = [],
): LanguageId {
  if (isLanguageId(stored)) return stored;
  for (const tag of browserLanguages) {
    // A browser's `se` is Northern Sami, not Swedish: only BCP 47 primaries count here.
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (primary === 'sv') return 'se';
    if (primary === 'fi' || primary === 'en') return primary;
  }
  return defaultLanguage;
}

/** The cookie that mirrors the stored language choice for the server (not personal data). */
export const LANGUAGE_COOKIE = 'portal.language';
/** The cookie that tells the server a cookie choice has been made (the banner is not shown). */
export const CONSENT_COOKIE = 'portal.consent';
/**
 * The cookie that tells the server this browser holds a session, and of which kind (`strong`:
 * bank credentials, the multi-debt front page; `basic`: a case number), so a signed-in page comes
 * with its top bar and skeleton as HTML before any script runs. A hint only: it carries no credential, and
 * the API never reads it.
 */
export const SIGNED_IN_COOKIE = 'portal.signedIn';
export type SignedInHint = 'strong' | 'basic';
export const isSignedInHint = (value: unknown): value is SignedInHint =>
  value === 'strong' || value === 'basic';
