import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  EmailPair,
  ErrorSummary,
  Notice,
  ResponsiveDialog,
  Stack,
} from '@portal/design-system';
import type { DialogComponentProps } from '../../lib/dialogs';
import { summaryItems } from '../../lib/form-errors';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../lib/hooks';
import { EMAIL_MAX_LENGTH, isEmailPairValid, validateEmailPair } from '../../lib/validation';
import { selectDebtor } from '../debtor';
import { logoutRequested } from '../session';
import { verdictFeature } from './sagas';
import { selectVerdict, verdictStartRequested } from './slice';

/**
 * The court decision (spec 2, 4): the e-mail twice, then strong authentication at the signing
 * service, after which the decision is e-mailed. Mandatory while a decision is unopened: no
 * close button, Escape or outside click; the debtor authenticates or logs out.
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
  const { status, error } = useAppSelector(selectVerdict);
  const [email, setEmail] = useState(debtor?.contactInformation.emails[0]?.emailAddress ?? '');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState({ email: false, repeat: false });
  // Issue 32: a submit with errors shows the error summary, which takes focus.
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
    <Stack as="form" gap={5} noValidate aria-label={t('verdict.formLabel')} onSubmit={proceed}>
      <p>{t(mandatory ? 'verdict.mandatoryText' : 'verdict.text')}</p>
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
      <Stack direction="horizontal" gap={3} wrap>
        <Button type="submit" loading={status === 'starting'} loadingText={t('button.loading')}>
          {t('verdict.proceed')}
        </Button>
        {mandatory ? (
          <Button type="button" variant="secondary" onClick={() => dispatch(logoutRequested())}>
            {t('verdict.logout')}
          </Button>
        ) : (
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
        )}
      </Stack>
    </Stack>
  );

  return mandatory ? (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t('verdict.mandatoryTitle')}
      dismissible={false}
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
    >
      {body}
    </ResponsiveDialog>
  );
}
