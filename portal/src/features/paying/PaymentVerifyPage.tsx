import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Heading, Notice, Spinner, Stack } from '@portal/design-system';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../lib/hooks';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/usePageTitle';
import { selectIsSignedIn } from '../session';
import { payingFeature } from './sagas';
import { paymentReturned, paymentReturnedSignedOut, selectSignedOutReturn } from './slice';

/**
 * `/payment/verify?checkout-…&signature=…`: back from the bank (spec 4). Signed out (the
 * session ended at the bank), the bank's signed answer still books the payment; the
 * page says whether it was received and asks the debtor to log in, showing nothing of the debt.
 */
export default function PaymentVerifyPage() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn ? <SignedInReturn /> : <SignedOutReturn />;
}

function SignedInReturn() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useLazySaga(payingFeature);
  const { search } = useLocation();
  usePageTitle(t('paying.verify.title'));
  useEffect(() => {
    dispatch(paymentReturned(search));
  }, [dispatch, search]);
  return <Spinner label={t('paying.verify.checking')} showLabel layout="stacked" />;
}

function SignedOutReturn() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useLazySaga(payingFeature);
  const { search } = useLocation();
  const result = useAppSelector(selectSignedOutReturn);
  const title =
    result === 'received'
      ? t('paying.verify.receivedTitle')
      : result === 'cancelled'
        ? t('paying.verify.cancelledTitle')
        : result === 'failed'
          ? t('paying.verify.failedTitle')
          : t('paying.verify.title');
  usePageTitle(title);
  useEffect(() => {
    dispatch(paymentReturnedSignedOut(search));
  }, [dispatch, search]);
  if (result === null || result === 'checking') {
    return <Spinner label={t('paying.verify.checking')} showLabel layout="stacked" />;
  }
  const text =
    result === 'received'
      ? t('paying.verify.receivedText')
      : result === 'cancelled'
        ? t('payment.canceled')
        : t('paying.verify.failedText');
  return (
    <Stack as="section" gap={3} align="start" aria-labelledby="payment-return-title">
      <Heading level={1} id="payment-return-title">
        {title}
      </Heading>
      <Notice tone={result === 'received' ? 'success' : 'info'} live="status">
        {text}
      </Notice>
      <Button onClick={() => navigate(paths.home.getHref())}>{t('paying.verify.logIn')}</Button>
    </Stack>
  );
}
