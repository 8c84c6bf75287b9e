import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title for a page, in the current language (WCAG 2.4.2). */
export function usePageTitle(page: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.documentTitle', { page });
  }, [page, t]);
}
