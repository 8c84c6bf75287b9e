import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title for a page, in the current language (WCAG 2.4.2). */
export function usePageTitle(page: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.documentTitle', { page });
    // The page is rendered and live (hydrated, if the server rendered it): journeys wait for it.
    document.documentElement.dataset.portalPage = page;
  }, [page, t]);
}
