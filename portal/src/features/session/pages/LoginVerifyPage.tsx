import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@portal/design-system';
import { useAppDispatch } from '../../../app/hooks';
import { usePageTitle } from '../../../app/usePageTitle';
import { strongLoginReturned } from '../slice';

/** `/login/verify?code&state&session_state&error_description`: back from bank identification. */
export default function LoginVerifyPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  usePageTitle(t('login.title'));
  const code = params.get('code');
  const state = params.get('state');
  const sessionState = params.get('session_state');
  const errorDescription = params.get('error_description') ?? params.get('error');
  useEffect(() => {
    dispatch(strongLoginReturned({ code, state, sessionState, errorDescription }));
  }, [dispatch, code, state, sessionState, errorDescription]);
  return <Spinner label={t('login.signingIn')} showLabel layout="stacked" />;
}
