import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslator } from '../../../lib/translator';
import { Button, Stack } from '@portal/design-system';
import { useLoginControls } from '../pages/login-controls';
import type { QrCredentials } from './rules';

const QrReaderDialog = lazy(() => import('./QrReaderDialog'));

/** The QR tab of the login card (behind the `qrLogin` feature flag, spec 2). */
export function QrLoginPanel() {
  const { t } = useTranslator();
  const { logIn } = useLoginControls();
  const [open, setOpen] = useState(false);
  const login = useCallback(
    ({ caseNumber, onlineId }: QrCredentials) => {
      setOpen(false);
      logIn({ LoginType: 2, Username: caseNumber, Password: onlineId });
    },
    [logIn],
  );
  return (
    <Stack>
      <p>{t('qr.intro')}</p>
      <Button fullWidth aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('qr.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <QrReaderDialog open={open} onOpenChange={setOpen} onCredentials={login} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
