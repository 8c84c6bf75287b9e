import { useTranslation } from 'react-i18next';
import { SigningReturn } from '../../components/SigningReturn';
import { useAppDispatch, useLazySaga } from '../../lib/hooks';
import { verdictFeature } from './sagas';
import { verdictVerifyRequested } from './slice';

/** `/judgement/verify` (spec 2): back from the signing service, the decision is sent. */
export default function VerdictVerifyPage() {
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
