import { isLanguageId, localeOf, lookup, translate, type LanguageId } from '@portal/translations';
import type { FormatLocale } from '../format';

function languageOf(globals: Record<string, unknown>): LanguageId {
  return isLanguageId(globals.locale) ? globals.locale : 'fi';
}

/**
 * Real strings for stories: the locale toolbar's value (`globals.locale`) picks the language, so
 * designers review the components with the texts the portal shows.
 */
export function storyText(globals: Record<string, unknown>) {
  const language = languageOf(globals);
  return (key: string, values?: Record<string, string | number>) =>
    translate(language, key, values);
}

/** The formatting locale (fi-FI, sv-SE, en-US) of the locale toolbar's language. */
export function storyLocale(globals: Record<string, unknown>): FormatLocale {
  return localeOf[languageOf(globals)];
}

/** Fixed "today" for stories, so screenshots never depend on the day they are taken. */
export const STORY_TODAY = '2026-03-16';

/**
 * Text props of a story's args in the toolbar's language: a value that is a translation key
 * (`contact.phoneHint`) becomes its text, any other text stays as typed. So the controls show
 * the component's own props, and a reviewer may type a longer text to try the layout. `values`
 * fill the texts' `{{name}}` placeholders (and pick a plural by `count`), as `storyText` does.
 */
export function translatedArgs<Args extends object>(
  args: Args,
  globals: Record<string, unknown>,
  names: readonly (keyof Args)[],
  values?: Record<string, string | number>,
): Args {
  const language = languageOf(globals);
  const result = { ...args };
  for (const name of names) {
    const value = result[name];
    if (typeof value !== 'string') continue;
    const text = textOf(language, value, values);
    if (text !== undefined) Object.assign(result, { [name]: text });
  }
  return result;
}

/**
 * One text in the toolbar's language: a translation key becomes its text, any other text stays
 * as typed (for story args that the story puts into a node, such as a button's label).
 */
export function translatedText(
  value: string,
  globals: Record<string, unknown>,
  values?: Record<string, string | number>,
): string {
  return textOf(languageOf(globals), value, values) ?? value;
}

/** The text of a translation key, or undefined when `value` is not a key (typed text). */
function textOf(
  language: LanguageId,
  value: string,
  values: Record<string, string | number> | undefined,
): string | undefined {
  if (lookup(language, value) === undefined && values?.count === undefined) return undefined;
  try {
    return translate(language, value, values);
  } catch {
    return undefined;
  }
}

/** The pay button's words follow its colour, as in the portal: the cards' stories. */
export const actionTextKey = {
  primary: 'button.payWholeDebt',
  payNow: 'button.payNow',
  payQuickly: 'button.payQuickly',
  secondary: 'button.payWholeDebt',
  tertiary: 'button.payWholeDebt',
} as const;
