import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultLanguage, localeOf, type LanguageId, type Locale } from '@portal/openapi';

/**
 * The language in use: the one source that sagas (API calls, redirects) and components (formats)
 * read. Chosen in the drawer or at `/lang/{id}`; the app's i18next follows it and the choice is
 * remembered in local storage (not personal data: it stays after logout).
 */
export interface LanguageState {
  current: LanguageId;
}

export const languageSlice = createSlice({
  name: 'language',
  initialState: { current: defaultLanguage } as LanguageState,
  reducers: {
    languageChosen: (state, action: PayloadAction<LanguageId>) => {
      state.current = action.payload;
    },
  },
  selectors: {
    selectLanguage: (state): LanguageId => state.current,
    selectLocale: (state): Locale => localeOf[state.current],
  },
});

export const { languageChosen } = languageSlice.actions;
export const { selectLanguage, selectLocale } = languageSlice.selectors;

export {
  LANGUAGE_KEY,
  loadLanguage,
  saveLanguage,
  setPreferenceCookie,
  deletePreferenceCookie,
  preferenceCookie,
  cookieLanguage,
  initialLanguage,
  storedLanguage,
} from './language-storage';
