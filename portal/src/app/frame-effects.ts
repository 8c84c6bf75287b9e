import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { htmlLangOf } from '@portal/translations';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { selectLanguage } from '../lib/language';
import { pageNameOf, pageViewed } from '../features/integrations/actions';
import { setLanguage } from './i18n';

/**
 * What the frame keeps in step with the page: the language of i18next and `<html lang>`, the page
 * view for the integrations, and a new page starting at its top.
 */
export function useFrameEffects() {
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const language = useAppSelector(selectLanguage);

  // The store's language is the one source; i18next and <html lang> follow it.
  useEffect(() => {
    document.documentElement.lang = htmlLangOf[language];
    if (i18n.language !== htmlLangOf[language]) void setLanguage(i18n, language);
  }, [language, i18n]);

  useEffect(() => {
    dispatch(pageViewed(pageNameOf(pathname)));
  }, [pathname, dispatch]);

  // A new page starts at its top: a link in the footer would otherwise open the next page
  // scrolled down. Back and forward keep the browser's position, and an address with a #part
  // its own (the help page's support tab).
  // Before the paint, so the new page is never seen scrolled.
  const previousPathname = useRef(pathname);
  useLayoutEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
