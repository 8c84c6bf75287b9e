import { useTranslation } from 'react-i18next';
import {
  Button,
  DialogActions,
  formatDate,
  Notice,
  Stack,
  StepDialog,
} from '@portal/design-system';
import type { DialogComponentProps } from '../../lib/dialogs';
import { useAppSelector, useLazySaga } from '../../lib/hooks';
import { selectDebts, type Debt } from '../debtor';
import { FeedbackForm } from '../feedback';
import { INVOICE_COPY_FORM_ID, InvoiceCopyForm } from './InvoiceCopyForm';
import { invoiceCopyFeature } from './sagas';
import { selectInvoiceCopy } from './slice';
import {
  useInvoiceCopyForm,
  type InvoiceCopyFormState,
  type InvoiceCopyStep,
} from './useInvoiceCopyForm';

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

/** Sent: where the copy goes, the due date that now counts, and feedback (type 4). */
function InvoiceCopySent({ debt, email }: { debt: Debt; email: string }) {
  const { t } = useTranslation();
  const { newDueDate } = useAppSelector(selectInvoiceCopy);
  return (
    <Stack gap={5}>
      <Notice tone="success" live="status">
        <p>{t('invoiceCopy.done', { email })}</p>
        {/* The order moves the debt's due date: the debtor must know the date that now counts. */}
        {newDueDate ? <p>{t('invoiceCopy.newDueDate', { date: formatDate(newDueDate) })}</p> : null}
      </Notice>
      <FeedbackForm feedbackType={4} orderNr={debt.orderNr} />
    </Stack>
  );
}

/** A copy already ordered: when (the step's heading says it is pending). */
function InvoiceCopyPending({ debt }: { debt: Debt }) {
  const { t } = useTranslation();
  return (
    <Notice tone="info">
      {t('invoiceCopy.pending', {
        date: debt.invoiceRequested ? formatDate(debt.invoiceRequested) : '',
      })}
    </Notice>
  );
}

/** The step's buttons: on from the intro; order or back from the form; none otherwise. */
function InvoiceCopyFooter({ form }: { form: InvoiceCopyFormState }) {
  const { t } = useTranslation();
  const { status } = useAppSelector(selectInvoiceCopy);
  if (form.step === 'intro')
    return (
      <DialogActions
        primary={<Button onClick={() => form.setStep('form')}>{t('common.continue')}</Button>}
      />
    );
  return (
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
        <Button type="button" variant="secondary" onClick={() => form.setStep('intro')}>
          {t('common.back')}
        </Button>
      }
    />
  );
}

const stepHeadings: Record<InvoiceCopyStep, string> = {
  intro: 'invoiceCopy.steps.intro',
  form: 'invoiceCopy.steps.form',
  sent: 'invoiceCopy.doneTitle',
  pending: 'invoiceCopy.pendingTitle',
  error: 'error.server.0',
};

/**
 * An invoice copy (spec 4, 5) on the multi-step dialog: what it is; the bill (chosen when there
 * are several) and the e-mail twice; done, with feedback (type 4). A pending request shows its
 * date instead.
 */
export default function InvoiceCopyDialog({
  debtNr,
  open,
  onOpenChange,
  returnFocus,
}: DialogComponentProps<'invoiceCopy'>) {
  useLazySaga(invoiceCopyFeature);
  const { t } = useTranslation();
  const debt = useAppSelector(selectDebts).find((d) => d.nr === debtNr) ?? null;
  const form = useInvoiceCopyForm(debt);
  const { step } = form;

  return (
    <StepDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t('invoiceCopy.title')}
      closeLabel={t('common.close')}
      stepKey={step}
      stepHeading={t(stepHeadings[step])}
      footer={step === 'intro' || step === 'form' ? <InvoiceCopyFooter form={form} /> : undefined}
    >
      {!debt || step === 'error' ? null : step === 'sent' ? (
        <InvoiceCopySent debt={debt} email={form.email.trim()} />
      ) : step === 'pending' ? (
        <InvoiceCopyPending debt={debt} />
      ) : step === 'intro' ? (
        <InvoiceCopyIntro />
      ) : (
        <InvoiceCopyForm form={form} />
      )}
    </StepDialog>
  );
}
