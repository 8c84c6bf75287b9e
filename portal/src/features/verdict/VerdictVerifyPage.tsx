import { useTranslation } from 'react-i18next';
import { SigningReturn } from '../../components/SigningReturn';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../lib/hooks';
import { selectIsSignedIn } from '../session';
import { SignedOutSigningReturn } from '../signing-return';
import { verdictFeature } from './sagas';
import { verdictVerifyRequested } from './slice';

/**
 * `/judgement/verify` (spec 2): back from the signing service, the decision is sent. Signed out
 * (the session ended there), the service's signed return still records the identification.
 */
export default function VerdictVerifyPage() {
  const { t } = useTranslation();
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn ? (
    <SignedInReturn />
  ) : (
    <SignedOutSigningReturn kind="verdict" label={t('verdict.verifying')} />
  );
}

function SignedInReturn() {
  useLazySaga(verdictFeature);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <SigningReturn
      label={t('verdict.verifying')}
      onReturn={(ids) => dispatch(verdictVerifyRequested(ids))}
    />
  );
}
