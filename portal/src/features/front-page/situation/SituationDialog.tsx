import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DialogActions,
  ErrorSummary,
  Notice,
  ResponsiveDialog,
  Stack,
  TextField,
} from '@portal/design-system';
import { summaryItems } from '../../../lib/form-errors';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../../lib/hooks';
import { isPersonalIdentityCode, isValidBusinessId } from '../../debtor';
import { situationFeature } from './sagas';
import {
  bankIdentificationRequested,
  businessIdSent,
  selectSituation,
  situationReset,
} from './slice';

export interface SituationDialogProps {
  /** spec 2: a person identifies with bank credentials, a company enters its business ID. */
  kind: 'bankCredentials' | 'businessId';
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const FORM_ID = 'situation-business-id';
const FIELD_ID = 'situation-business-id-field';

/**
 * The overall-situation prompt (spec 2, last item; login types 6 and 3). Local to the front page:
 * nothing else opens it.
 */
export default function SituationDialog({ kind, open, onOpenChange }: SituationDialogProps) {
  const { t } = useTranslation();
  useLazySaga(situationFeature);
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectSituation);
  const [businessId, setBusinessId] = useState('');
  const [checked, setChecked] = useState(false);
  // One error pattern: a submit with an error shows the summary, which takes focus.
  const [failedSubmits, setFailedSubmits] = useState(0);
  const busy = status === 'busy';
  // The check digit is validated before anything is sent (spec 5); a person's identity code
  // (spec 4 and 5's private format) is not a business ID and says so.
  const fieldError = !checked
    ? undefined
    : isPersonalIdentityCode(businessId)
      ? t('situation.businessId.personalCode')
      : !isValidBusinessId(businessId)
        ? t('situation.businessId.invalid')
        : undefined;

  const close = (next: boolean) => {
    if (!next) {
      dispatch(situationReset());
      setChecked(false);
      setFailedSubmits(0);
    }
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (isValidBusinessId(businessId)) dispatch(businessIdSent(businessId));
    else setFailedSubmits((count) => count + 1);
  };

  const action =
    kind === 'bankCredentials' ? (
      <Button
        variant="primary"
        loading={busy}
        loadingText={t('login.redirecting')}
        onClick={() => dispatch(bankIdentificationRequested())}
      >
        {t('login.strongSubmit')}
      </Button>
    ) : (
      <Button
        type="submit"
        form={FORM_ID}
        variant="primary"
        loading={busy}
        loadingText={t('situation.businessId.sending')}
      >
        {t('situation.businessId.submit')}
      </Button>
    );

  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={close}
      title={t('situation.title')}
      closeLabel={t('common.close')}
      size="narrow"
      footer={
        <DialogActions
          primary={action}
          secondary={
            <Button variant="secondary" onClick={() => close(false)}>
              {t('common.cancel')}
            </Button>
          }
        />
      }
    >
      {kind === 'bankCredentials' ? (
        <p>{t('situation.personIntro')}</p>
      ) : (
        <Stack as="form" id={FORM_ID} gap={4} noValidate onSubmit={submit}>
          <ErrorSummary
            title={t('errorSummary.title')}
            headingLevel={3}
            errors={summaryItems([[FIELD_ID, failedSubmits > 0 ? fieldError : null]])}
            focusKey={failedSubmits}
          />
          <p>{t('situation.companyIntro')}</p>
          <TextField
            id={FIELD_ID}
            label={t('situation.businessId.label')}
            hint={t('situation.businessId.hint')}
            error={fieldError}
            required
            autoComplete="off"
            inputMode="text"
            value={businessId}
            onChange={(event) => setBusinessId(event.target.value)}
            onBlur={() => setChecked(businessId !== '')}
          />
        </Stack>
      )}
      {error ? (
        <Notice tone="error" live="alert">
          {t(error)}
        </Notice>
      ) : null}
    </ResponsiveDialog>
  );
}
