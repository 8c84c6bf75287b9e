import { useEffect } from 'react';
import type { Translate } from './translator';

/** The polite live region (Layout) that names a page opened within the portal. */
export const PAGE_ANNOUNCER_ID = 'page-announcer';

/**
 * Sets the document title for a page, in the current language (WCAG 2.4.2). A page opened from
 * another one within the portal is also announced by its title, as a screen reader says a new
 * page's title when the browser loads it (WCAG 4.1.3); the first page, a language change or
 * another part of the same page is not. `usePageTitle` is this with the portal's i18next.
 */
export function useDocumentTitle(t: Translate, page: string) {
  useEffect(() => {
    document.title = t('app.documentTitle', { page });
    // The page is rendered and live (hydrated, if the server rendered it): journeys wait for it.
    document.documentElement.dataset.portalPage = page;
    const announcer = document.getElementById(PAGE_ANNOUNCER_ID);
    if (!announcer) return;
    const { pathname } = window.location;
    if (announcer.dataset.path && announcer.dataset.path !== pathname) {
      announcer.textContent = document.title;
    }
    announcer.dataset.path = pathname;
  }, [page, t]);
}
