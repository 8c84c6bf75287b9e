import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { refreshRequested, selectIsSignedIn } from '../features/session/slice';
import { paths } from '../lib/paths';

/**
 * The guard of spec 2: signed in, the token is refreshed and the page continues (a failed refresh
 * logs out, see the session saga); signed out goes to /.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  useEffect(() => {
    if (signedIn) dispatch(refreshRequested());
  }, [signedIn, pathname, dispatch]);
  if (!signedIn) return <Navigate to={paths.home.getHref()} replace />;
  return children;
}

/** Open pages that a signed-in user skips (the login home goes to the front page). */
export function RedirectWhenSignedIn({ to, children }: { to: string; children: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn ? <Navigate to={to} replace /> : children;
}
