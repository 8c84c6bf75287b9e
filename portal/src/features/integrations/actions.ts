import { createAction } from '@reduxjs/toolkit';
import { paths } from '../../lib/paths';

/** A page was shown; the payload is the route pattern, never a path with a token in it. */
export const pageViewed = createAction<string>('integrations/pageViewed');

/** The route pattern of a path: ids and tokens in the path are replaced by their names. */
export function pageNameOf(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || paths.home.path;
  if (path.startsWith(paths.tokenLogin.getHref(''))) return paths.tokenLogin.path;
  if (path.startsWith(paths.language.getHref(''))) return paths.language.path;
  return path.replace(/\/\d+(?=\/|$)/g, '/:nr');
}
