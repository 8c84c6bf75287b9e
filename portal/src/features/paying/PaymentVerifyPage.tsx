import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@portal/design-system';
import { useAppDispatch, useLazySaga } from '../../lib/hooks';
import { usePageTitle } from '../../lib/usePageTitle';
import { payingFeature } from './sagas';
import { paymentReturned } from './slice';

/** `/payment/verify?checkout-…&signature=…`: back from the bank (spec 4). */
export default function PaymentVerifyPage() {
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
