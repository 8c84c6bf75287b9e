import { isLanguageId, translate, type LanguageId } from '@portal/translations';

/**
 * Real strings for stories: the locale toolbar's value (`globals.locale`) picks the language, so
 * designers review the components with the texts the portal shows.
 */
export function storyText(globals: Record<string, unknown>) {
  const language: LanguageId = isLanguageId(globals.locale) ? globals.locale : 'fi';
  return (key: string, values?: Record<string, string | number>) =>
    translate(language, key, values);
}
