import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@portal/design-system';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { usePageTitle } from '../../../lib/usePageTitle';
import { paths } from '../../../lib/paths';
import { loginRequested, selectLoginError } from '../slice';

/** `/login/token/{token}`: a link from an e-mail or SMS logs in (login type 4). */
export default function TokenLoginPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loginError = useAppSelector(selectLoginError);
  usePageTitle(t('login.title'));
  useEffect(() => {
    dispatch(loginRequested({ LoginType: 4, Token: token }));
  }, [dispatch, token]);
  // A refused token goes to the login page, which shows the reason.
  if (loginError !== null) return <Navigate to={paths.home.getHref()} replace />;
  return <Spinner label={t('login.signingIn')} showLabel layout="stacked" />;
}
