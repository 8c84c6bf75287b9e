import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Notice, Stack, TextField } from '@portal/design-system';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { loginRequested, selectIsSigningIn, selectLoginError } from '../slice';
import { validateCaseNumber, validateOnlineId } from '../rules';

/** Login type 2: case number and online ID from the letter (spec 2, 5). */
export function CaseNumberLoginForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const signingIn = useAppSelector(selectIsSigningIn);
  const loginError = useAppSelector(selectLoginError);
  const [caseNumber, setCaseNumber] = useState('');
  const [onlineId, setOnlineId] = useState('');
  const [touched, setTouched] = useState({ caseNumber: false, onlineId: false });

  const caseNumberError = validateCaseNumber(caseNumber);
  const onlineIdError = validateOnlineId(onlineId);
  const canSubmit = !caseNumberError && !onlineIdError && !signingIn;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ caseNumber: true, onlineId: true });
    if (!canSubmit) return;
    dispatch(loginRequested({ LoginType: 2, Username: caseNumber, Password: onlineId }));
  };

  // Issue 32: a field error also says where the details are printed.
  const withWhere = (key: string) => `${t(key)} ${t('login.whereDetails')}`;

  const errorText =
    loginError === null
      ? null
      : loginError === 'network'
        ? t('error.network')
        : loginError === 0
          ? withWhere('error.login.0')
          : t(`error.login.${loginError}`);

  return (
    <Stack as="form" onSubmit={submit} noValidate aria-label={t('login.caseTab')}>
      {/* Code 4, no outstanding debts, is good news said in place of the form (LoginTabs). */}
      {errorText && loginError !== 4 ? (
        <Notice tone="error" live="alert">
          {errorText}
        </Notice>
      ) : null}
      <TextField
        label={t('login.caseNumber')}
        name="caseNumber"
        inputMode="numeric"
        autoComplete="username"
        maxLength={8}
        value={caseNumber}
        required
        onChange={(event) => setCaseNumber(event.target.value.trim())}
        onBlur={() => setTouched((s) => ({ ...s, caseNumber: true }))}
        error={touched.caseNumber && caseNumberError ? withWhere(caseNumberError) : undefined}
      />
      <TextField
        label={t('login.onlineId')}
        name="onlineId"
        inputMode="numeric"
        autoComplete="current-password"
        type="password"
        maxLength={8}
        value={onlineId}
        required
        onChange={(event) => setOnlineId(event.target.value.trim())}
        onBlur={() => setTouched((s) => ({ ...s, onlineId: true }))}
        error={touched.onlineId && onlineIdError ? withWhere(onlineIdError) : undefined}
      />
      {signingIn ? (
        <Button type="submit" fullWidth loading loadingText={t('login.signingIn')}>
          {t('login.submit')}
        </Button>
      ) : (
        <Button type="submit" fullWidth disabled={!canSubmit}>
          {t('login.submit')}
        </Button>
      )}
    </Stack>
  );
}
