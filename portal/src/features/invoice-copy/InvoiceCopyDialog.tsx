import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DialogActions,
  formatDate,
  Notice,
  ResponsiveDialog,
  Stack,
} from '@portal/design-system';
import type { DialogComponentProps } from '../../lib/dialogs';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../lib/hooks';
import { selectDebts, type Debt } from '../debtor';
import { FeedbackForm } from '../feedback';
import { INVOICE_COPY_FORM_ID, InvoiceCopyForm } from './InvoiceCopyForm';
import { invoiceCopyFeature } from './sagas';
import { invoiceCopyReset, selectInvoiceCopy } from './slice';
import { useInvoiceCopyForm } from './useInvoiceCopyForm';

/** Sent: where the copy goes, the due date that now counts, and feedback (type 4). */
function InvoiceCopySent({ debt, email }: { debt: Debt; email: string }) {
  const { t } = useTranslation();
  const { newDueDate } = useAppSelector(selectInvoiceCopy);
  return (
    <Stack gap={5}>
      <Notice tone="success" live="status" title={t('invoiceCopy.doneTitle')}>
        <p>{t('invoiceCopy.done', { email })}</p>
        {/* The order moves the debt's due date: the debtor must know the date that now counts. */}
        {newDueDate ? <p>{t('invoiceCopy.newDueDate', { date: formatDate(newDueDate) })}</p> : null}
      </Notice>
      <FeedbackForm feedbackType={4} orderNr={debt.orderNr} />
    </Stack>
  );
}

/** What an invoice copy is and how it is delivered. */
function InvoiceCopyIntro() {
  const { t } = useTranslation();
  return (
    <Stack gap={5}>
      <p>{t('invoiceCopy.intro')}</p>
      <p>{t('invoiceCopy.delivery')}</p>
    </Stack>
  );
}

/**
 * An invoice copy (spec 4, 5): what it is; the bill (chosen when there are several) and the
 * e-mail twice; done, with feedback (type 4). A pending request shows its date instead.
 */
export default function InvoiceCopyDialog({
  debtNr,
  open,
  onOpenChange,
  returnFocus,
}: DialogComponentProps<'invoiceCopy'>) {
  useLazySaga(invoiceCopyFeature);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const debt = useAppSelector(selectDebts).find((d) => d.nr === debtNr) ?? null;
  const { status } = useAppSelector(selectInvoiceCopy);
  const [phase, setPhase] = useState<'intro' | 'form'>('intro');
  const form = useInvoiceCopyForm(debt);
  useEffect(() => {
    dispatch(invoiceCopyReset());
  }, [dispatch]);

  let body;
  let footer: ReactNode = null;
  if (!debt) {
    body = <Notice tone="error">{t('error.server.0')}</Notice>;
  } else if (status === 'sent') {
    body = <InvoiceCopySent debt={debt} email={form.email.trim()} />;
  } else if (debt.invoiceCopyRequested) {
    body = (
      <Notice tone="info" title={t('invoiceCopy.pendingTitle')}>
        {t('invoiceCopy.pending', {
          date: debt.invoiceRequested ? formatDate(debt.invoiceRequested) : '',
        })}
      </Notice>
    );
  } else if (phase === 'intro') {
    body = <InvoiceCopyIntro />;
    footer = (
      <DialogActions
        primary={<Button onClick={() => setPhase('form')}>{t('common.continue')}</Button>}
      />
    );
  } else {
    body = <InvoiceCopyForm form={form} />;
    footer = (
      <DialogActions
        primary={
          <Button
            type="submit"
            form={INVOICE_COPY_FORM_ID}
            loading={status === 'sending'}
            loadingText={t('button.loading')}
          >
            {t('invoiceCopy.send')}
          </Button>
        }
        secondary={
          <Button type="button" variant="secondary" onClick={() => setPhase('intro')}>
            {t('common.back')}
          </Button>
        }
      />
    );
  }

  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t('invoiceCopy.title')}
      closeLabel={t('common.close')}
      footer={footer}
    >
      {body}
    </ResponsiveDialog>
  );
}
