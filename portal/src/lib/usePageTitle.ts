import { useTranslation } from 'react-i18next';
import { PAGE_ANNOUNCER_ID, useDocumentTitle } from './page-title';

export { PAGE_ANNOUNCER_ID };

/** The page's title and announcement (`useDocumentTitle`) with the portal's i18next. */
export function usePageTitle(page: string) {
  const { t } = useTranslation();
  useDocumentTitle(t, page);
}
