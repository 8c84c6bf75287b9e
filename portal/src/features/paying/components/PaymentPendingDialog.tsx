import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DialogActions,
  Notice,
  ResponsiveDialog,
  Spinner,
  Stack,
} from '@portal/design-system';
import type { DialogComponentProps } from '../../../lib/dialogs';
import '../dialogs';
import { PaymentOutcomeFigures } from './PaymentOutcomeFigures';

/** spec 4: a confirmation takes about 30 seconds; after a minute the debtor is told what to do. */
export const PENDING_PERSISTS_MS = 60_000;

/**
 * The bank accepted the payment and the provider has not confirmed it yet (spec 4). The poll
 * replaces this dialog with the complete dialog when the confirmation arrives.
 */
export default function PaymentPendingDialog({
  open,
  onOpenChange,
  returnFocus,
}: DialogComponentProps<'paymentPending'>) {
  const { t } = useTranslation();
  const [persists, setPersists] = useState(false);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setPersists(true), PENDING_PERSISTS_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t('paying.pending.title')}
      closeLabel={t('common.close')}
      footer={
        <DialogActions
          primary={<Button onClick={() => onOpenChange(false)}>{t('common.close')}</Button>}
        />
      }
    >
      <Stack gap={4}>
        <PaymentOutcomeFigures confirmed={false} />
        <Spinner label={t('paying.pending.spinner')} showLabel layout="inline" />
        <p>{t('paying.pending.text')}</p>
        {persists ? (
          <Notice tone="warning" live="status">
            {t('paying.pending.persists')}
          </Notice>
        ) : null}
        <p>{t('paying.pending.closeNote')}</p>
      </Stack>
    </ResponsiveDialog>
  );
}
