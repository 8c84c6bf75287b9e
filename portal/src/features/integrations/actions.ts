import { createAction } from '@reduxjs/toolkit';
import type { LanguageId } from '@portal/translations';

/** A page was shown; the payload is the route pattern, never a path with a token in it. */
export const pageViewed = createAction<string>('integrations/pageViewed');
export const languageChanged = createAction<LanguageId>('integrations/languageChanged');

/** The route pattern of a path: ids and tokens in the path are replaced by their names. */
export function pageNameOf(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path.startsWith('/login/token/')) return '/login/token/:token';
  if (path.startsWith('/lang/')) return '/lang/:id';
  return path.replace(/\/\d+(?=\/|$)/g, '/:nr');
}
