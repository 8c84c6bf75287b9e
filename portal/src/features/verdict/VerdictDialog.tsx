import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DialogActions,
  EmailPair,
  ErrorSummary,
  Notice,
  ResponsiveDialog,
  Stack,
} from '@portal/design-system';
import { ServicePhones } from '../../components/ServicePhones';
import type { DialogComponentProps } from '../../lib/dialogs';
import { summaryItems } from '../../lib/form-errors';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../lib/hooks';
import { EMAIL_MAX_LENGTH, isEmailPairValid, validateEmailPair } from '../../lib/validation';
import { selectDebtor, selectDebts } from '../debtor';
import { logoutRequested } from '../session';
import { undeliveredVerdicts } from './rules';
import { verdictFeature } from './sagas';
import { selectVerdict, verdictStartRequested } from './slice';

const VERDICT_FORM_ID = 'verdict-form';

/** Without online banking ID: the number to call, and the case numbers to give. */
function NoBankId({ waitingCases }: { waitingCases: readonly number[] }) {
  const { t } = useTranslation();
  const debtor = useAppSelector(selectDebtor);
  return (
    <section aria-labelledby="verdict-no-bank-id">
      <Stack gap={2}>
        <h3 id="verdict-no-bank-id">{t('verdict.noBankId.title')}</h3>
        <p>{t('verdict.noBankId.text')}</p>
        <ServicePhones debtor={debtor}>
          {waitingCases.length > 0 ? (
            <p>
              {t('verdict.noBankId.case', {
                count: waitingCases.length,
                cases: waitingCases.join(', '),
              })}
            </p>
          ) : null}
        </ServicePhones>
      </Stack>
    </section>
  );
}

/**
 * The court decision (spec 2, 4): the e-mail twice, then strong authentication at the signing
 * service, after which the decision is e-mailed. Mandatory while a decision is unopened: no
 * close button, Escape or outside click; the debtor authenticates or logs out. A debtor without
 * online banking ID would be stuck there, so the mandatory dialog also gives the customer service
 * number to call (the company number for a company) and the case number to give them.
 */
export default function VerdictDialog({
  orderNr,
  open,
  mandatory,
  onOpenChange,
  returnFocus,
}: DialogComponentProps<'verdict'>) {
  useLazySaga(verdictFeature);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const debtor = useAppSelector(selectDebtor);
  const debts = useAppSelector(selectDebts);
  const waitingCases = undeliveredVerdicts(debts).map((debt) => debt.orderNr);
  const { status, error } = useAppSelector(selectVerdict);
  const [email, setEmail] = useState(debtor?.contactInformation.emails[0]?.emailAddress ?? '');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState({ email: false, repeat: false });
  // Each submit that finds errors moves focus to the error summary, which lists them.
  const [failedSubmits, setFailedSubmits] = useState(0);
  const errors = validateEmailPair(email, repeat);

  const proceed = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, repeat: true });
    if (!isEmailPairValid(errors)) {
      setFailedSubmits((count) => count + 1);
      return;
    }
    if (status === 'starting') return;
    dispatch(verdictStartRequested({ email: email.trim(), mandatory, orderNr }));
  };

  const body = (
    <Stack
      as="form"
      id={VERDICT_FORM_ID}
      gap={5}
      noValidate
      aria-label={t('verdict.formLabel')}
      onSubmit={proceed}
    >
      <p>{t(mandatory ? 'verdict.mandatoryText' : 'verdict.text')}</p>
      {mandatory ? <NoBankId waitingCases={waitingCases} /> : null}
      <p>{t('verdict.emailText')}</p>
      <ErrorSummary
        title={t('errorSummary.title')}
        headingLevel={3}
        errors={summaryItems(
          failedSubmits > 0
            ? [
                ['verdict-email', errors.email ? t(errors.email) : null],
                ['verdict-email-repeat', errors.repeat ? t(errors.repeat) : null],
              ]
            : [],
        )}
        focusKey={failedSubmits}
      />
      <EmailPair
        id="verdict-email"
        emailLabel={t('verdict.email')}
        repeatLabel={t('verdict.repeat')}
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
          {t([error, 'error.server.0'])}
        </Notice>
      ) : null}
    </Stack>
  );

  // The mandatory dialog's way out is logging out; the other's, cancelling.
  const footer = (
    <DialogActions
      primary={
        <Button
          type="submit"
          form={VERDICT_FORM_ID}
          loading={status === 'starting'}
          loadingText={t('button.loading')}
        >
          {t('verdict.proceed')}
        </Button>
      }
      secondary={
        mandatory ? (
          <Button type="button" variant="secondary" onClick={() => dispatch(logoutRequested())}>
            {t('verdict.logout')}
          </Button>
        ) : (
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
        )
      }
    />
  );

  return mandatory ? (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t('verdict.mandatoryTitle')}
      dismissible={false}
      footer={footer}
    >
      {body}
    </ResponsiveDialog>
  ) : (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t('verdict.title')}
      closeLabel={t('common.close')}
      footer={footer}
    >
      {body}
    </ResponsiveDialog>
  );
}
