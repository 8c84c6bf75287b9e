import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  defaultLanguage,
  htmlLangOf,
  isLanguageId,
  resources,
  type LanguageId,
} from '@portal/translations';
import { loadLanguage, saveLanguage } from '../features/session/storage';

/** i18next keys languages by BCP 47 tag (`sv`); the portal's language id for Swedish is `se`. */
const i18nextLanguageOf = htmlLangOf;

export function storedLanguage(): LanguageId {
  return loadLanguage() ?? defaultLanguage;
}

export function createI18n(language: LanguageId = storedLanguage()): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {
      fi: { translation: resources.fi },
      sv: { translation: resources.se },
      en: { translation: resources.en },
    },
    lng: i18nextLanguageOf[language],
    fallbackLng: 'fi',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Switches the language, remembers it and keeps `<html lang>` in step. */
export async function setLanguage(instance: i18n, language: LanguageId): Promise<void> {
  saveLanguage(language);
  await instance.changeLanguage(i18nextLanguageOf[language]);
}

export function languageIdOf(instance: i18n): LanguageId {
  const entry = Object.entries(i18nextLanguageOf).find(([, tag]) => tag === instance.language);
  return entry && isLanguageId(entry[0]) ? entry[0] : defaultLanguage;
}
