import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Heading, Notice, Spinner, Stack } from '@portal/design-system';
import { SigningReturn, type SigningReturnIds } from '../../components/SigningReturn';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../lib/hooks';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/usePageTitle';
import { signingReturnFeature } from './sagas';
import {
  selectSignedOutSigningResult,
  signingReturnedSignedOut,
  type SignedOutSigningResult,
  type SigningKind,
} from './slice';

const TITLES: Record<SigningKind, Record<Exclude<SignedOutSigningResult, 'checking'>, string>> = {
  settlement: {
    received: 'signingReturn.settlementReceivedTitle',
    cancelled: 'signingReturn.settlementCancelledTitle',
    failed: 'signingReturn.settlementFailedTitle',
  },
  verdict: {
    received: 'signingReturn.verdictReceivedTitle',
    cancelled: 'signingReturn.verdictCancelledTitle',
    failed: 'signingReturn.verdictFailedTitle',
  },
};

const TEXTS: Record<SigningKind, Record<Exclude<SignedOutSigningResult, 'checking'>, string>> = {
  settlement: {
    received: 'signingReturn.settlementReceivedText',
    cancelled: 'signingReturn.cancelledText',
    failed: 'signingReturn.failedText',
  },
  verdict: {
    received: 'signingReturn.verdictReceivedText',
    cancelled: 'signingReturn.cancelledText',
    failed: 'signingReturn.failedText',
  },
};

/**
 * `/reconciliation/verify` or `/judgement/verify` without a session (it ended while the debtor
 * was at the signing service): the service's signed return still records the signature; the
 * page says what was received and asks the debtor to log in, showing nothing of the debts.
 */
export function SignedOutSigningReturn({ kind, label }: { kind: SigningKind; label: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useLazySaga(signingReturnFeature);
  const result = useAppSelector(selectSignedOutSigningResult);
  const onReturn = useCallback(
    (ids: SigningReturnIds) => dispatch(signingReturnedSignedOut({ kind, ids })),
    [dispatch, kind],
  );
  const done = result !== null && result !== 'checking' ? result : null;
  usePageTitle(done ? t(TITLES[kind][done]) : label);
  if (result === null) {
    return <SigningReturn label={label} onReturn={onReturn} fallback={paths.home.getHref()} />;
  }
  if (!done) return <Spinner label={label} showLabel />;
  return (
    <Stack as="section" gap={3} align="start" aria-labelledby="signing-return-title">
      <Heading level={1} id="signing-return-title">
        {t(TITLES[kind][done])}
      </Heading>
      <Notice tone={done === 'received' ? 'success' : 'info'} live="status">
        {t(TEXTS[kind][done])}
      </Notice>
      <Button onClick={() => navigate(paths.home.getHref())}>{t('signingReturn.logIn')}</Button>
    </Stack>
  );
}
