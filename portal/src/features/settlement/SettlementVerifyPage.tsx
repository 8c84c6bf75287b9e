import { useTranslation } from 'react-i18next';
import { SigningReturn } from '../../components/SigningReturn';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../lib/hooks';
import { selectIsSignedIn } from '../session';
import { SignedOutSigningReturn } from '../signing-return';
import { settlementFeature } from './sagas';
import { settlementVerifyRequested } from './slice';

/**
 * `/reconciliation/verify` (spec 2): back from signing the settlement. Signed out (the session
 * ended at the signing service), the service's signed return still records the signature.
 */
export default function SettlementVerifyPage() {
  const { t } = useTranslation();
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn ? (
    <SignedInReturn />
  ) : (
    <SignedOutSigningReturn kind="settlement" label={t('settlement.verifying')} />
  );
}

function SignedInReturn() {
  useLazySaga(settlementFeature);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <SigningReturn
      label={t('settlement.verifying')}
      onReturn={(ids) => dispatch(settlementVerifyRequested(ids))}
    />
  );
}
