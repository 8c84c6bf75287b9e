import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { htmlLangOf, type LanguageId, type Messages } from '@portal/translations';
import { saveLanguage, storedLanguage } from '../lib/language-storage';
import { loadMessages } from './messages';

/** i18next keys languages by BCP 47 tag (`sv`); the portal's language id for Swedish is `se`. */
const i18nextLanguageOf = htmlLangOf;

/** An i18next instance with one language's messages loaded (others load when chosen). */
export function createI18n(language: LanguageId, messages: Messages): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { [i18nextLanguageOf[language]]: { translation: messages } },
    lng: i18nextLanguageOf[language],
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Creates the instance for the stored (or default) language, loading its messages first. */
export async function initI18n(language: LanguageId = storedLanguage()): Promise<i18n> {
  return createI18n(language, await loadMessages(language));
}

/** Switches the language (loading its messages once), remembers it; `<html lang>` follows. */
export async function setLanguage(instance: i18n, language: LanguageId): Promise<void> {
  saveLanguage(language);
  const tag = i18nextLanguageOf[language];
  if (!instance.hasResourceBundle(tag, 'translation')) {
    instance.addResourceBundle(tag, 'translation', await loadMessages(language));
  }
  await instance.changeLanguage(tag);
}
