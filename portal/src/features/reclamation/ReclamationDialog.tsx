import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Checkbox,
  ErrorSummary,
  FieldErrorMessage,
  formatDate,
  formatEuroCents,
  Notice,
  PhoneField,
  ResponsiveDialog,
  Stack,
  Stepper,
  Textarea,
  TextField,
  type StepState,
} from '@portal/design-system';
import { Attachments } from '../../components/Attachments';
import type { DialogComponentProps } from '../../lib/dialogs';
import { summaryItems } from '../../lib/form-errors';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../lib/hooks';
import { selectLocale } from '../../lib/language';
import { EMAIL_MAX_LENGTH } from '../../lib/validation';
import { invoiceBills, selectDebtor, selectDebts } from '../debtor';
import { FeedbackForm } from '../feedback';
import {
  isReclamationValid,
  phoneRequired,
  RECLAMATION_BASES,
  RECLAMATION_NAME_MAX,
  RECLAMATION_TEXT_MAX,
  RECLAMATION_TEXT_MIN,
  reclamationForm,
  validateReclamation,
  type ReclamationBasis,
  type ReclamationFields,
} from './rules';
import { reclamationFeature } from './sagas';
import { reclamationRequested, reclamationReset, selectReclamation } from './slice';

type Step = 'intro' | 'bills' | 'details' | 'done';

/**
 * A reclamation (spec 4, 5; issue 14 item 8): instructions; the bills when there are several;
 * the basis, the text, contact details and attachments; done, with feedback (type 5). A failed
 * send keeps every field and attachment and says what to do.
 */
export default function ReclamationDialog({
  debtNr,
  open,
  onOpenChange,
  returnFocus,
}: DialogComponentProps<'reclamation'>) {
  useLazySaga(reclamationFeature);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const debt = useAppSelector(selectDebts).find((d) => d.nr === debtNr) ?? null;
  const debtor = useAppSelector(selectDebtor);
  const { status, error } = useAppSelector(selectReclamation);
  const bills = debt ? invoiceBills(debt.bills) : [];
  const steps: Step[] =
    bills.length > 1 ? ['intro', 'bills', 'details', 'done'] : ['intro', 'details', 'done'];
  const [step, setStep] = useState<Step>('intro');
  const [billNrs, setBillNrs] = useState<number[]>(bills.length === 1 ? [bills[0]!.nr] : []);
  const [fields, setFields] = useState<ReclamationFields>(() => ({
    basis: [],
    text: '',
    name: debtor?.name ?? '',
    email: debtor?.contactInformation.emails[0]?.emailAddress ?? '',
    phone: debtor?.contactInformation.phones[0]?.number ?? '',
  }));
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState({ bills: false, details: false });
  // Issue 32: each failed submit (of either step) moves focus to that step's error summary.
  const [failedSubmits, setFailedSubmits] = useState(0);
  useEffect(() => {
    dispatch(reclamationReset());
  }, [dispatch]);

  const current: Step = status === 'sent' ? 'done' : step;
  const errors = validateReclamation(fields);
  const shown = (field: keyof ReclamationFields) => {
    const key = tried.details ? errors[field] : undefined;
    return key
      ? t(key, {
          min: RECLAMATION_TEXT_MIN,
          max: field === 'name' ? RECLAMATION_NAME_MAX : RECLAMATION_TEXT_MAX,
        })
      : undefined;
  };
  const set = <K extends keyof ReclamationFields>(key: K, value: ReclamationFields[K]) =>
    setFields((was) => ({ ...was, [key]: value }));

  const send = (event: FormEvent) => {
    event.preventDefault();
    setTried((was) => ({ ...was, details: true }));
    if (!isReclamationValid(errors)) {
      setFailedSubmits((count) => count + 1);
      return;
    }
    if (!debt || status === 'sending') return;
    dispatch(
      reclamationRequested({
        orderNr: debt.orderNr,
        form: reclamationForm(debt.orderNr, fields, billNrs, files),
      }),
    );
  };

  const stepIndex = steps.indexOf(current);
  const stepper = (
    <Stepper
      aria-label={t('reclamation.stepsLabel')}
      steps={steps.map((s, index) => ({
        label: t(`reclamation.steps.${s}`),
        state: (index < stepIndex
          ? 'completed'
          : index === stepIndex
            ? 'current'
            : 'upcoming') as StepState,
      }))}
      stepText={(number, total) => t('stepper.step', { current: number, total })}
      stateTexts={{
        completed: t('stepper.state.completed'),
        current: t('stepper.state.current'),
        upcoming: t('stepper.state.upcoming'),
        disabled: t('stepper.state.disabled'),
      }}
      onStepClick={current === 'done' ? undefined : (index) => setStep(steps[index] ?? 'intro')}
    />
  );

  let body;
  if (!debt) {
    body = <Notice tone="error">{t('error.server.0')}</Notice>;
  } else if (current === 'done') {
    body = (
      <Stack gap={5}>
        <Notice tone="success" live="status" title={t('reclamation.done.title')}>
          {t('reclamation.done.text')}
        </Notice>
        <FeedbackForm feedbackType={5} orderNr={debt.orderNr} />
      </Stack>
    );
  } else if (current === 'intro') {
    body = (
      <Stack gap={5}>
        <p>{t('reclamation.intro.text')}</p>
        <p>{t('reclamation.intro.paused')}</p>
        <p>{t('reclamation.intro.attachments')}</p>
        <div>
          <Button onClick={() => setStep(steps[1]!)}>{t('common.continue')}</Button>
        </div>
      </Stack>
    );
  } else if (current === 'bills') {
    const billError = tried.bills && billNrs.length === 0 ? t('reclamation.billsRequired') : null;
    body = (
      <Stack
        as="form"
        gap={5}
        noValidate
        aria-label={t('reclamation.steps.bills')}
        onSubmit={(event) => {
          event.preventDefault();
          setTried((was) => ({ ...was, bills: true }));
          if (billNrs.length > 0) setStep('details');
          else setFailedSubmits((count) => count + 1);
        }}
      >
        <ErrorSummary
          title={t('errorSummary.title')}
          headingLevel={3}
          errors={summaryItems([['reclamation-bills', billError]])}
          focusKey={failedSubmits}
        />
        <fieldset
          id="reclamation-bills"
          aria-describedby={billError ? 'reclamation-bills-error' : undefined}
        >
          <legend>{t('reclamation.chooseBills')}</legend>
          <Stack gap={2}>
            {bills.map((bill) => (
              <Checkbox
                key={bill.nr}
                label={t('reclamation.billOption', {
                  description: bill.description ?? t('invoiceCopy.bill'),
                  due: formatDate(bill.dueDate),
                  total: formatEuroCents(bill.total, locale),
                })}
                checked={billNrs.includes(bill.nr)}
                onCheckedChange={(checked) =>
                  setBillNrs((was) =>
                    checked === true ? [...was, bill.nr] : was.filter((nr) => nr !== bill.nr),
                  )
                }
              />
            ))}
          </Stack>
          {billError ? (
            <FieldErrorMessage id="reclamation-bills-error">{billError}</FieldErrorMessage>
          ) : null}
        </fieldset>
        <Stack direction="horizontal" gap={3} wrap>
          <Button type="submit">{t('common.continue')}</Button>
          <Button type="button" variant="secondary" onClick={() => setStep('intro')}>
            {t('common.back')}
          </Button>
        </Stack>
      </Stack>
    );
  } else {
    body = (
      <Stack
        as="form"
        gap={5}
        noValidate
        aria-label={t('reclamation.steps.details')}
        onSubmit={send}
      >
        <ErrorSummary
          title={t('errorSummary.title')}
          headingLevel={3}
          errors={summaryItems([
            ['reclamation-basis', shown('basis')],
            ['reclamation-text', shown('text')],
            ['reclamation-name', shown('name')],
            ['reclamation-email', shown('email')],
            ['reclamation-phone', shown('phone')],
          ])}
          focusKey={failedSubmits}
        />
        <fieldset
          id="reclamation-basis"
          aria-describedby={shown('basis') ? 'reclamation-basis-error' : undefined}
        >
          <legend>{t('reclamation.basis.legend')}</legend>
          <Stack gap={2}>
            {RECLAMATION_BASES.map((basis: ReclamationBasis) => (
              <Checkbox
                key={basis}
                label={t(`reclamation.basis.${basis}`)}
                checked={fields.basis.includes(basis)}
                onCheckedChange={(checked) =>
                  set(
                    'basis',
                    checked === true
                      ? RECLAMATION_BASES.filter((b) => b === basis || fields.basis.includes(b))
                      : fields.basis.filter((b) => b !== basis),
                  )
                }
              />
            ))}
          </Stack>
          {shown('basis') ? (
            <FieldErrorMessage id="reclamation-basis-error">{shown('basis')}</FieldErrorMessage>
          ) : null}
        </fieldset>
        <Textarea
          id="reclamation-text"
          label={t('reclamation.text')}
          hint={t('reclamation.textHint')}
          value={fields.text}
          onChange={(event) => set('text', event.target.value)}
          maxLength={RECLAMATION_TEXT_MAX}
          formatCounter={(count, max) => t('textarea.counter', { count, max })}
          error={shown('text')}
          required
          rows={6}
        />
        <TextField
          id="reclamation-name"
          label={t('reclamation.name')}
          value={fields.name}
          onChange={(event) => set('name', event.target.value)}
          error={shown('name')}
          autoComplete="name"
          maxLength={RECLAMATION_NAME_MAX}
          required
        />
        <TextField
          id="reclamation-email"
          label={t('reclamation.email')}
          type="email"
          value={fields.email}
          onChange={(event) => set('email', event.target.value)}
          error={shown('email')}
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          required
        />
        <PhoneField
          id="reclamation-phone"
          label={t(phoneRequired(fields.basis) ? 'reclamation.phoneRequired' : 'reclamation.phone')}
          hint={t(
            phoneRequired(fields.basis) ? 'reclamation.phoneRequiredHint' : 'reclamation.phoneHint',
          )}
          value={fields.phone}
          onValueChange={(value) => set('phone', value)}
          error={shown('phone')}
          required={phoneRequired(fields.basis)}
        />
        <Attachments files={files} onFilesChange={setFiles} />
        {status === 'failed' && error ? (
          <Notice tone="error" live="alert" title={t([error, 'error.server.0'])}>
            {t('reclamation.failedKept')}
          </Notice>
        ) : null}
        <Stack direction="horizontal" gap={3} wrap>
          <Button type="submit" loading={status === 'sending'} loadingText={t('button.loading')}>
            {t('reclamation.send')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => setStep(bills.length > 1 ? 'bills' : 'intro')}
          >
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
      title={t('reclamation.title')}
      closeLabel={t('common.close')}
    >
      <Stack gap={5}>
        {debt ? stepper : null}
        {body}
      </Stack>
    </ResponsiveDialog>
  );
}
