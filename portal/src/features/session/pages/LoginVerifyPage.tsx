import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@portal/design-system';
import { useAppDispatch, useAppStore, useLazySaga } from '../../../lib/hooks';
import { usePageTitle } from '../../../lib/usePageTitle';
import { strongLoginReturned } from '../slice';
import { reauthFeature, reauthReturned } from '../reauth';

/**
 * `/login/verify?code&state&session_state&error_description`: back from bank identification,
 * either a strong login (signed out, login type 0) or the overall-situation prompt's
 * re-authentication (signed in, login type 6).
 */
export default function LoginVerifyPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useLazySaga(reauthFeature);
  const [params] = useSearchParams();
  usePageTitle(t('login.title'));
  const code = params.get('code');
  const state = params.get('state');
  const sessionState = params.get('session_state');
  const errorDescription = params.get('error_description') ?? params.get('error');
  useEffect(() => {
    const returned = { code, state, sessionState, errorDescription };
    // Read once: a strong login that succeeds signs in, and must not count as a re-authentication.
    const signedIn = store.getState().session.status === 'signedIn';
    dispatch(signedIn ? reauthReturned(returned) : strongLoginReturned(returned));
  }, [dispatch, store, code, state, sessionState, errorDescription]);
  return <Spinner label={t('login.signingIn')} showLabel layout="stacked" />;
}
