import { useTranslation } from 'react-i18next';
import { SigningReturn } from '../../components/SigningReturn';
import { useAppDispatch, useLazySaga } from '../../lib/hooks';
import { settlementFeature } from './sagas';
import { settlementVerifyRequested } from './slice';

/** `/reconciliation/verify` (spec 2): back from signing the settlement. */
export default function SettlementVerifyPage() {
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
