import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  EmailPair,
  ErrorSummary,
  formatDate,
  formatEuroCents,
  Notice,
  RadioGroup,
  ResponsiveDialog,
  Stack,
} from '@portal/design-system';
import type { DialogComponentProps } from '../../lib/dialogs';
import { summaryItems } from '../../lib/form-errors';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../lib/hooks';
import { selectLocale } from '../../lib/language';
import { EMAIL_MAX_LENGTH, isEmailPairValid, validateEmailPair } from '../../lib/validation';
import { invoiceBills, selectDebtor, selectDebts, type Bill } from '../debtor';
import { FeedbackForm } from '../feedback';
import { invoiceCopyFeature } from './sagas';
import { invoiceCopyRequested, invoiceCopyReset, selectInvoiceCopy } from './slice';

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
  const locale = useAppSelector(selectLocale);
  const debt = useAppSelector(selectDebts).find((d) => d.nr === debtNr) ?? null;
  const debtor = useAppSelector(selectDebtor);
  const { status, error, newDueDate } = useAppSelector(selectInvoiceCopy);
  const [phase, setPhase] = useState<'intro' | 'form'>('intro');
  const bills = debt ? invoiceBills(debt.bills) : [];
  const [billNr, setBillNr] = useState<number | null>(bills.length === 1 ? bills[0]!.nr : null);
  const [email, setEmail] = useState(debtor?.contactInformation.emails[0]?.emailAddress ?? '');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState({ email: false, repeat: false, bill: false });
  // Issue 32: a submit with errors shows the error summary, which takes focus.
  const [failedSubmits, setFailedSubmits] = useState(0);
  useEffect(() => {
    dispatch(invoiceCopyReset());
  }, [dispatch]);

  const errors = validateEmailPair(email, repeat);
  const billError = billNr === null ? t('invoiceCopy.billRequired') : null;
  const send = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, repeat: true, bill: true });
    if (billNr === null || !isEmailPairValid(errors)) {
      setFailedSubmits((count) => count + 1);
      return;
    }
    if (!debt || status === 'sending') return;
    dispatch(
      invoiceCopyRequested({ orderNr: debt.orderNr, billNrs: [billNr], email: email.trim() }),
    );
  };
  const billLabel = (bill: Bill) =>
    t('invoiceCopy.billOption', {
      description: bill.description ?? t('invoiceCopy.bill'),
      due: formatDate(bill.dueDate),
      total: formatEuroCents(bill.total, locale),
    });

  let body;
  if (!debt) {
    body = <Notice tone="error">{t('error.server.0')}</Notice>;
  } else if (status === 'sent') {
    body = (
      <Stack gap={5}>
        <Notice tone="success" live="status" title={t('invoiceCopy.doneTitle')}>
          <p>{t('invoiceCopy.done', { email: email.trim() })}</p>
          {/* The order moves the debt's due date: the debtor must know the date that now counts. */}
          {newDueDate ? (
            <p>{t('invoiceCopy.newDueDate', { date: formatDate(newDueDate) })}</p>
          ) : null}
        </Notice>
        <FeedbackForm feedbackType={4} orderNr={debt.orderNr} />
      </Stack>
    );
  } else if (debt.invoiceCopyRequested) {
    body = (
      <Notice tone="info" title={t('invoiceCopy.pendingTitle')}>
        {t('invoiceCopy.pending', {
          date: debt.invoiceRequested ? formatDate(debt.invoiceRequested) : '',
        })}
      </Notice>
    );
  } else if (phase === 'intro') {
    body = (
      <Stack gap={5}>
        <p>{t('invoiceCopy.intro')}</p>
        <p>{t('invoiceCopy.delivery')}</p>
        <div>
          <Button onClick={() => setPhase('form')}>{t('common.continue')}</Button>
        </div>
      </Stack>
    );
  } else {
    body = (
      <Stack as="form" gap={5} onSubmit={send} noValidate aria-label={t('invoiceCopy.title')}>
        <ErrorSummary
          title={t('errorSummary.title')}
          headingLevel={3}
          errors={summaryItems(
            failedSubmits > 0
              ? [
                  ['invoice-copy-bill', bills.length > 1 ? billError : null],
                  ['invoice-copy-email', errors.email ? t(errors.email) : null],
                  ['invoice-copy-email-repeat', errors.repeat ? t(errors.repeat) : null],
                ]
              : [],
          )}
          focusKey={failedSubmits}
        />
        {bills.length > 1 ? (
          <RadioGroup
            id="invoice-copy-bill"
            legend={t('invoiceCopy.chooseBill')}
            options={bills.map((bill) => ({ value: String(bill.nr), label: billLabel(bill) }))}
            value={billNr === null ? '' : String(billNr)}
            onValueChange={(value) => setBillNr(Number(value))}
            error={touched.bill && billError ? billError : undefined}
          />
        ) : bills[0] ? (
          <p>{t('invoiceCopy.oneBill', { bill: billLabel(bills[0]) })}</p>
        ) : null}
        <EmailPair
          id="invoice-copy-email"
          emailLabel={t('invoiceCopy.email')}
          repeatLabel={t('invoiceCopy.repeat')}
          email={email}
          repeat={repeat}
          onEmailChange={setEmail}
          onRepeatChange={setRepeat}
          onBlur={(field) => setTouched((was) => ({ ...was, [field]: true }))}
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
        <Stack direction="horizontal" gap={3} wrap>
          <Button type="submit" loading={status === 'sending'} loadingText={t('button.loading')}>
            {t('invoiceCopy.send')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setPhase('intro')}>
            {t('common.back')}
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t('invoiceCopy.title')}
      closeLabel={t('common.close')}
    >
      {body}
    </ResponsiveDialog>
  );
}
