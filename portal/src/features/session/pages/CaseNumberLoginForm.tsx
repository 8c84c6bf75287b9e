import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslator } from '../../../lib/translator';
import { Button, Notice, Stack, TextField } from '@portal/design-system';
import { paths } from '../../../lib/paths';
import { validateCaseNumber, validateOnlineId } from '../rules';
import { useLoginControls } from './login-controls';

/**
 * Whether the portal's script runs this render: false on the server and while hydrating its HTML
 * (React then uses the server's answer), true afterwards.
 */
const noSubscription = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

/** A refusal of the form's plain post (`?login=N`, spec 8 codes 0-5), or null. */
function postedRefusal(search: string): 0 | 1 | 2 | 3 | 4 | 5 | null {
  const code = Number(new URLSearchParams(search).get('login') ?? 'x');
  return Number.isInteger(code) && code >= 0 && code <= 5 ? (code as 0 | 1 | 2 | 3 | 4 | 5) : null;
}

/**
 * Login type 2: case number and online ID from the letter (spec 2, 5). The form also posts
 * itself to the server (`POST /login`) when the portal's script has not started yet or never
 * will: the server logs in and sends the front page, or comes back here with the code
 * (`?login=N`), which is shown once the script runs. With the script, the JSON login takes over
 * (`useLoginControls`).
 */
export function CaseNumberLoginForm() {
  const { t } = useTranslator();
  const {
    signingIn,
    loginError: anyError,
    fromBank,
    logIn,
    refused: onRefused,
  } = useLoginControls();
  // Until the script has started, the button is never disabled: the plain post must go.
  const started = useSyncExternalStore(noSubscription, isBrowser, isServer);
  useEffect(() => {
    const refused = postedRefusal(window.location.search);
    if (refused === null) return;
    onRefused(refused);
    const url = new URL(window.location.href);
    url.searchParams.delete('login');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    // Once, when the page starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A failed bank login is told on the bank login's tab, not here.
  const loginError = fromBank ? null : anyError;
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
    logIn({ LoginType: 2, Username: caseNumber, Password: onlineId });
  };

  // A field error also says where the details are printed.
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
    <Stack
      as="form"
      method="post"
      action={paths.formLogin.getHref()}
      onSubmit={submit}
      noValidate
      aria-label={t('login.caseTab')}
    >
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
        <Button type="submit" fullWidth disabled={started && !canSubmit}>
          {t('login.submit')}
        </Button>
      )}
    </Stack>
  );
}
