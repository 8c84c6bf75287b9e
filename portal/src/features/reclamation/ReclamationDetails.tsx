import { useTranslation } from 'react-i18next';
import {
  Checkbox,
  ErrorSummary,
  FieldErrorMessage,
  Notice,
  PhoneField,
  Stack,
  Textarea,
  TextField,
} from '@portal/design-system';
import { Attachments } from '../../components/Attachments';
import { summaryItems } from '../../lib/form-errors';
import { useAppSelector } from '../../lib/hooks';
import { EMAIL_MAX_LENGTH } from '../../lib/validation';
import {
  phoneRequired,
  RECLAMATION_BASES,
  RECLAMATION_NAME_MAX,
  RECLAMATION_TEXT_MAX,
  type ReclamationBasis,
} from './rules';
import { selectReclamation } from './slice';
import type { ReclamationState } from './useReclamation';

export const DETAILS_FORM_ID = 'reclamation-details-form';

/** The grounds: one or more of the bases, in their fixed order. */
function BasisChoice({ state }: { state: ReclamationState }) {
  const { t } = useTranslation();
  const { fields, set, shown } = state;
  return (
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
  );
}

/** Who answers the reclamation: name, e-mail and phone (required for "other reason"). */
function ContactFields({ state }: { state: ReclamationState }) {
  const { t } = useTranslation();
  const { fields, set, shown } = state;
  const phoneNeeded = phoneRequired(fields.basis);
  return (
    <>
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
        label={t(phoneNeeded ? 'reclamation.phoneRequired' : 'reclamation.phone')}
        hint={t(phoneNeeded ? 'reclamation.phoneRequiredHint' : 'reclamation.phoneHint')}
        value={fields.phone}
        onValueChange={(value) => set('phone', value)}
        error={shown('phone')}
        required={phoneNeeded}
      />
    </>
  );
}

/** The details step: the grounds, the text, contact details and attachments. */
export function ReclamationDetails({ state }: { state: ReclamationState }) {
  const { t } = useTranslation();
  const { status, error } = useAppSelector(selectReclamation);
  const { fields, set, shown } = state;
  return (
    <Stack
      as="form"
      id={DETAILS_FORM_ID}
      gap={5}
      noValidate
      aria-label={t('reclamation.steps.details')}
      onSubmit={state.send}
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
        focusKey={state.failedSubmits}
      />
      <BasisChoice state={state} />
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
      <ContactFields state={state} />
      <Attachments files={state.files} onFilesChange={state.setFiles} />
      {status === 'failed' && error ? (
        <Notice tone="error" live="alert" title={t([error, 'error.server.0'])}>
          {t('reclamation.failedKept')}
        </Notice>
      ) : null}
    </Stack>
  );
}
