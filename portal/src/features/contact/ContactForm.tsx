import { useTranslation } from 'react-i18next';
import {
  ErrorSummary,
  formatEuroCents,
  PhoneField,
  RadioGroup,
  Select,
  Stack,
  Textarea,
  TextField,
} from '@portal/design-system';
import { Attachments } from '../../components/Attachments';
import { summaryItems } from '../../lib/form-errors';
import { useAppSelector } from '../../lib/hooks';
import { selectLocale } from '../../lib/language';
import { EMAIL_MAX_LENGTH } from '../../lib/validation';
import { selectDebts } from '../debtor';
import { CONTACT_TEXT_MAX, SUBJECT_MAX, type ContactMethod } from './rules';
import type { ContactFormState } from './useContactForm';

/** The debt, when there are several to choose from. */
function DebtSelect({ form }: { form: ContactFormState }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const debts = useAppSelector(selectDebts);
  return (
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
      value={form.fields.orderNr === null ? undefined : String(form.fields.orderNr)}
      onValueChange={(value) => form.set('orderNr', Number(value))}
      error={form.shown('orderNr')}
      required
    />
  );
}

/** How to answer (e-mail or phone) and the chosen one's field. */
function AnswerMethod({ form }: { form: ContactFormState }) {
  const { t } = useTranslation();
  const { fields, set, shown } = form;
  return (
    <>
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
    </>
  );
}

export const CONTACT_FORM_ID = 'contact-form';

/** The contact request's form: the debt, subject, message, how to answer and attachments. */
export function ContactForm({ form }: { form: ContactFormState }) {
  const { t } = useTranslation();
  const several = useAppSelector(selectDebts).length > 1;
  const { fields, set, shown, failedSubmits } = form;
  return (
    <Stack
      as="form"
      id={CONTACT_FORM_ID}
      gap={5}
      noValidate
      aria-label={t('contact.title')}
      onSubmit={form.send}
    >
      <p>{t('contact.intro')}</p>
      <ErrorSummary
        title={t('errorSummary.title')}
        headingLevel={3}
        errors={summaryItems(
          failedSubmits > 0
            ? [
                ['contact-debt', several ? shown('orderNr') : undefined],
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
      {several ? <DebtSelect form={form} /> : null}
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
      <AnswerMethod form={form} />
      <Attachments files={form.files} onFilesChange={form.setFiles} />
    </Stack>
  );
}
