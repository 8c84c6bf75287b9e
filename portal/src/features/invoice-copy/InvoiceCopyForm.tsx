import { useTranslation } from 'react-i18next';
import {
  EmailPair,
  ErrorSummary,
  formatDate,
  formatEuroCents,
  Notice,
  RadioGroup,
  Stack,
} from '@portal/design-system';
import { summaryItems } from '../../lib/form-errors';
import { useAppSelector } from '../../lib/hooks';
import { selectLocale } from '../../lib/language';
import { EMAIL_MAX_LENGTH } from '../../lib/validation';
import type { Bill } from '../debtor';
import { selectInvoiceCopy } from './slice';
import type { InvoiceCopyFormState } from './useInvoiceCopyForm';

export const INVOICE_COPY_FORM_ID = 'invoice-copy-form';

/** The bill (a choice when there are several) and the e-mail address twice. */
export function InvoiceCopyForm({ form }: { form: InvoiceCopyFormState }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const { status, error } = useAppSelector(selectInvoiceCopy);
  const { bills, billNr, errors, touched } = form;
  const billError = billNr === null ? t('invoiceCopy.billRequired') : null;
  const billLabel = (bill: Bill) =>
    t('invoiceCopy.billOption', {
      description: bill.description ?? t('invoiceCopy.bill'),
      due: formatDate(bill.dueDate),
      total: formatEuroCents(bill.total, locale),
    });

  return (
    <Stack
      as="form"
      id={INVOICE_COPY_FORM_ID}
      gap={5}
      onSubmit={form.send}
      noValidate
      aria-label={t('invoiceCopy.title')}
    >
      <ErrorSummary
        title={t('errorSummary.title')}
        headingLevel={3}
        errors={summaryItems(
          form.failedSubmits > 0
            ? [
                ['invoice-copy-bill', bills.length > 1 ? billError : null],
                ['invoice-copy-email', errors.email ? t(errors.email) : null],
                ['invoice-copy-email-repeat', errors.repeat ? t(errors.repeat) : null],
              ]
            : [],
        )}
        focusKey={form.failedSubmits}
      />
      {bills.length > 1 ? (
        <RadioGroup
          id="invoice-copy-bill"
          legend={t('invoiceCopy.chooseBill')}
          options={bills.map((bill) => ({ value: String(bill.nr), label: billLabel(bill) }))}
          value={billNr === null ? '' : String(billNr)}
          onValueChange={(value) => form.setBillNr(Number(value))}
          error={touched.bill && billError ? billError : undefined}
        />
      ) : bills[0] ? (
        <p>{t('invoiceCopy.oneBill', { bill: billLabel(bills[0]) })}</p>
      ) : null}
      <EmailPair
        id="invoice-copy-email"
        emailLabel={t('invoiceCopy.email')}
        repeatLabel={t('invoiceCopy.repeat')}
        email={form.email}
        repeat={form.repeat}
        onEmailChange={form.setEmail}
        onRepeatChange={form.setRepeat}
        onBlur={form.touch}
        emailError={touched.email && errors.email ? t(errors.email) : undefined}
        repeatError={touched.repeat && errors.repeat ? t(errors.repeat) : undefined}
        maxLength={EMAIL_MAX_LENGTH}
        required
      />
      {status === 'failed' && error ? (
        <Notice tone="error" live="alert">
          {t(error)}
        </Notice>
      ) : null}
    </Stack>
  );
}
