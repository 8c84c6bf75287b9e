import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ErrorSummary,
  formatEuroCents,
  Notice,
  PhoneField,
  RadioGroup,
  ResponsiveDialog,
  Select,
  Spinner,
  Stack,
  Textarea,
  TextField,
  todayInHelsinki,
  Text,
} from '@portal/design-system';
import { Attachments } from '../../components/Attachments';
import type { DialogComponentProps } from '../../lib/dialogs';
import { summaryItems } from '../../lib/form-errors';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../lib/hooks';
import { selectLanguage, selectLocale } from '../../lib/language';
import { EMAIL_MAX_LENGTH } from '../../lib/validation';
import { selectDebtor, selectDebts } from '../debtor';
import {
  CONTACT_PHONE_MAX,
  CONTACT_PHONE_MIN,
  CONTACT_TEXT_MAX,
  CONTACT_TEXT_MIN,
  contactForm,
  isContactValid,
  isTechnicalFailure,
  SUBJECT_MAX,
  SUBJECT_MIN,
  validateContact,
  type ContactFields,
  type ContactMethod,
} from './rules';
import { contactFeature } from './sagas';
import { contactRequested, contactReset, selectContact } from './slice';

/**
 * A contact request (spec 4, 5; issue 14 item 9): the form (0), sending (1), done (2) and failed
 * (3, which keeps everything typed and attached); closing starts afresh.
 */
export default function ContactDialog({
  open,
  onOpenChange,
  returnFocus,
}: DialogComponentProps<'contactRequest'>) {
  useLazySaga(contactFeature);
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const language = useAppSelector(selectLanguage);
  const debtor = useAppSelector(selectDebtor);
  const debts = useAppSelector(selectDebts);
  const { status, error } = useAppSelector(selectContact);
  const email = debtor?.contactInformation.emails[0]?.emailAddress ?? '';
  const phone = debtor?.contactInformation.phones[0]?.number ?? '';
  const [fields, setFields] = useState<ContactFields>(() => ({
    orderNr: debts.length === 1 ? debts[0]!.orderNr : null,
    headerText: '',
    text: '',
    method: email || !phone ? 'email' : 'phone',
    phone,
    email,
  }));
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  // Issue 32: Send stays usable; a submit with errors shows the error summary, which takes focus.
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [touched, setTouched] = useState<Partial<Record<keyof ContactFields, boolean>>>({});
  useEffect(() => {
    dispatch(contactReset());
    return () => {
      dispatch(contactReset());
    };
  }, [dispatch]);

  const errors = validateContact(fields);
  const set = <K extends keyof ContactFields>(key: K, value: ContactFields[K]) => {
    setFields((was) => ({ ...was, [key]: value }));
    setTouched((was) => ({ ...was, [key]: true }));
  };
  const shown = (field: keyof ContactFields) => {
    const key = tried || touched[field] ? errors[field] : undefined;
    if (!key) return undefined;
    const limits =
      field === 'headerText'
        ? { min: SUBJECT_MIN, max: SUBJECT_MAX }
        : field === 'phone'
          ? { min: CONTACT_PHONE_MIN, max: CONTACT_PHONE_MAX }
          : { min: CONTACT_TEXT_MIN, max: CONTACT_TEXT_MAX };
    return t(key, limits);
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!isContactValid(errors) || fields.orderNr === null) {
      setFailedSubmits((count) => count + 1);
      return;
    }
    if (status === 'sending') return;
    dispatch(
      contactRequested({
        orderNr: fields.orderNr,
        form: contactForm(
          { ...fields, orderNr: fields.orderNr },
          files,
          todayInHelsinki(),
          language,
        ),
      }),
    );
  };

  let body;
  if (status === 'sent') {
    body = (
      <Notice tone="success" live="status" title={t('contact.done.title')}>
        {t(fields.method === 'phone' ? 'contact.done.byPhone' : 'contact.done.byEmail')}
      </Notice>
    );
  } else if (status === 'sending') {
    body = <Spinner label={t('contact.sending')} showLabel />;
  } else if (status === 'failed') {
    body = (
      <Stack gap={5}>
        <Notice tone="error" live="alert" title={t([error ?? 'error.generic.0', 'error.server.0'])}>
          {/* "A technical error" only when it was one: a refusal (too large, too many at once)
              has said why in the title. */}
          {isTechnicalFailure(error, i18n.exists) ? t('contact.failed') : t('contact.failedKept')}
        </Notice>
        <div>
          <Button onClick={() => dispatch(contactReset())}>{t('contact.tryAgain')}</Button>
        </div>
      </Stack>
    );
  } else {
    body = (
      <Stack as="form" gap={5} noValidate aria-label={t('contact.title')} onSubmit={send}>
        <p>{t('contact.intro')}</p>
        <ErrorSummary
          title={t('errorSummary.title')}
          headingLevel={3}
          errors={summaryItems(
            failedSubmits > 0
              ? [
                  ['contact-debt', debts.length > 1 ? shown('orderNr') : undefined],
                  ['contact-subject', shown('headerText')],
                  ['contact-message', shown('text')],
                  fields.method === 'phone'
                    ? ['contact-phone', shown('phone')]
                    : ['contact-email', shown('email')],
                ]
              : [],
          )}
          focusKey={failedSubmits}
        />
        {debts.length > 1 ? (
          <Select
            id="contact-debt"
            label={t('contact.debt')}
            placeholder={t('contact.chooseDebt')}
            options={debts.map((debt) => ({
              value: String(debt.orderNr),
              label: t('contact.debtOption', {
                creditor: debt.creditor.name,
                orderNr: debt.orderNr,
                left: formatEuroCents(debt.debtSummary.left, locale),
              }),
            }))}
            value={fields.orderNr === null ? undefined : String(fields.orderNr)}
            onValueChange={(value) => set('orderNr', Number(value))}
            error={shown('orderNr')}
            required
          />
        ) : null}
        <TextField
          id="contact-subject"
          label={t('contact.subject')}
          value={fields.headerText}
          onChange={(event) => set('headerText', event.target.value)}
          error={shown('headerText')}
          maxLength={SUBJECT_MAX}
          required
        />
        <Textarea
          id="contact-message"
          label={t('contact.message')}
          hint={t('contact.messageHint')}
          value={fields.text}
          onChange={(event) => set('text', event.target.value)}
          maxLength={CONTACT_TEXT_MAX}
          formatCounter={(count, max) => t('textarea.counter', { count, max })}
          error={shown('text')}
          required
          rows={6}
        />
        <RadioGroup
          legend={t('contact.method.legend')}
          options={(['email', 'phone'] as const).map((method) => ({
            value: method,
            label: t(`contact.method.${method}`),
          }))}
          value={fields.method}
          onValueChange={(value) => set('method', value as ContactMethod)}
        />
        {fields.method === 'phone' ? (
          <PhoneField
            id="contact-phone"
            label={t('contact.phone')}
            hint={t('contact.phoneHint')}
            value={fields.phone}
            onValueChange={(value) => set('phone', value)}
            error={shown('phone')}
            required
          />
        ) : (
          <TextField
            id="contact-email"
            label={t('contact.email')}
            type="email"
            value={fields.email}
            onChange={(event) => set('email', event.target.value)}
            error={shown('email')}
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            required
          />
        )}
        <Attachments files={files} onFilesChange={setFiles} />
        <Stack direction="horizontal" gap={3} wrap>
          {/* spec 5: send is enabled only when the form is valid; beside it, what is missing. */}
          <Button
            type="submit"
            disabled={!isContactValid(errors)}
            aria-describedby={isContactValid(errors) ? undefined : 'contact-send-missing'}
          >
            {t('common.send')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
        </Stack>
        {isContactValid(errors) ? null : (
          <Text id="contact-send-missing" tone="muted">
            {t('contact.sendMissing')}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t('contact.title')}
      closeLabel={t('common.close')}
    >
      {body}
    </ResponsiveDialog>
  );
}
