import { useTranslator } from '../../../lib/translator';
import { Button, Notice, Stack } from '@portal/design-system';
import { useLoginControls } from './login-controls';

/** Strong login with online banking credentials or a mobile certificate (consumers). */
export function StrongLoginPanel() {
  const { t } = useTranslator();
  const { signingIn, loginError, fromBank, startStrongLogin } = useLoginControls();
  // spec 8: a cancelled bank login (code 2) is information, not an error; the other refusals of
  // the bank login (3: refused) are errors. Code 4 replaces the form (LoginTabs).
  const bankRefusal = fromBank && typeof loginError === 'number' && loginError !== 4;
  return (
    <Stack>
      <p>{t('login.strongIntro')}</p>
      {loginError === 'network' ? (
        <Notice tone="error" live="alert">
          {t('error.network')}
        </Notice>
      ) : null}
      {bankRefusal ? (
        <Notice
          tone={loginError === 2 ? 'info' : 'error'}
          live={loginError === 2 ? 'status' : 'alert'}
        >
          {t(`error.login.${loginError}`)}
        </Notice>
      ) : null}
      {signingIn ? (
        <Button fullWidth loading loadingText={t('login.redirecting')}>
          {t('login.strongSubmit')}
        </Button>
      ) : (
        <Button fullWidth onClick={startStrongLogin}>
          {t('login.strongSubmit')}
        </Button>
      )}
    </Stack>
  );
}
