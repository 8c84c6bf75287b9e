import fi from '../fi.json' with { type: 'json' };
import sv from '../sv.json' with { type: 'json' };
import en from '../en.json' with { type: 'json' };
import { localeOf, type LanguageId } from '@portal/openapi';

// The language ids and the one language-to-locale map are the contract's (`@portal/openapi`);
// re-exported so that stories and the portal can take them with the messages.
export {
  languageIds,
  defaultLanguage,
  localeOf,
  htmlLangOf,
  isLanguageId,
  parseLanguageId,
  type LanguageId,
  type Locale,
} from '@portal/openapi';

export type Messages = typeof fi;
export const resources = { fi, se: sv, en } satisfies Record<LanguageId, Messages>;

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
 * The text of a plural key for `count` as i18next picks it (`key_one`, `key_other`, by the
 * language's plural rules), or undefined.
 */
function lookupPlural(language: LanguageId, key: string, count: unknown): string | undefined {
  if (typeof count !== 'number') return undefined;
  const category = new Intl.PluralRules(localeOf[language]).select(count);
  return lookup(language, `${key}_${category}`) ?? lookup(language, `${key}_other`);
}

/**
 * A minimal `t` for places that cannot use i18next (Storybook stories, the server's PDFs).
 * Interpolates `{{name}}` and, like i18next, picks `key_one` or `key_other` by `count`; an
 * unknown key throws so that a typo fails a test instead of rendering the key.
 */
export function translate(
  language: LanguageId,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const text = lookup(language, key) ?? lookupPlural(language, key, values.count);
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

export {
  glossary,
  houseStyle,
  checkText,
  checkTexts,
  textsOf,
  describeProblems,
  type GlossaryTerm,
  type GlossaryWord,
  type WordProblem,
} from './glossary';

/**
 * The cost rows the server adds itself (a due date move, a written payment plan) are stored with
 * a Finnish description. The portal, the PDFs and the data export show it through these keys, so
 * that a Swedish or English reader sees it in their own language.
 */
export const SERVER_COST_DESCRIPTIONS = {
  dueDateMove: 'Eräpäivän siirtokulu',
  paymentPlan: 'Maksusuunnitelman laatimiskulu',
} as const;

const costDescriptionKeys: Record<string, string> = {
  [SERVER_COST_DESCRIPTIONS.dueDateMove]: 'bills.costDueDateMove',
  [SERVER_COST_DESCRIPTIONS.paymentPlan]: 'bills.costPaymentPlan',
};

/** The translation key of a server cost row's description, or undefined for any other text. */
export function billDescriptionKey(description: string): string | undefined {
  return costDescriptionKeys[description];
}

/** A bill's description in the reader's language: a server cost row translated, else as stored. */
export function billDescription(language: LanguageId, description: string): string {
  const key = billDescriptionKey(description);
  return key ? translate(language, key) : description;
}
