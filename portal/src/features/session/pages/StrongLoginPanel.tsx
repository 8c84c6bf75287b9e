import { useTranslation } from 'react-i18next';
import { Button, Notice, Stack } from '@portal/design-system';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { selectIsSigningIn, selectLoginError, strongLoginRequested } from '../slice';

/** Strong login with online banking credentials or a mobile certificate (consumers). */
export function StrongLoginPanel() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const signingIn = useAppSelector(selectIsSigningIn);
  const loginError = useAppSelector(selectLoginError);
  return (
    <Stack>
      <p>{t('login.strongIntro')}</p>
      {loginError === 'network' ? (
        <Notice tone="error" live="alert">
          {t('error.network')}
        </Notice>
      ) : null}
      {signingIn ? (
        <Button fullWidth loading loadingText={t('login.redirecting')}>
          {t('login.strongSubmit')}
        </Button>
      ) : (
        <Button fullWidth onClick={() => dispatch(strongLoginRequested())}>
          {t('login.strongSubmit')}
        </Button>
      )}
    </Stack>
  );
}
