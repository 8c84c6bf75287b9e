import { useTranslation } from 'react-i18next';
import { Button } from '@portal/design-system';
import { dialogOpened } from '../../../lib/dialogs';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import type { Debt } from '../../debtor';
import { canPayDebt, selectPendingDebtNrs } from '../../paying';

/**
 * The pay tab's voluntary amount (spec 2, 4). The whole debt's button is the pay block's, at the
 * top of the view (issue 32). Hidden while a payment of the debt awaits the bank (spec 2; the
 * pay block says so) and for a debt in debt restructuring, paid under its programme.
 */
export function CustomPaymentButton({ debt }: { debt: Debt }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectPendingDebtNrs);
  if (!canPayDebt(debt, pending)) return null;
  const id = `pay-${debt.nr}-custom`;
  return (
    <div>
      <Button
        id={id}
        variant="secondary"
        onClick={() =>
          dispatch(
            dialogOpened({
              name: 'customPayment',
              props: { debtNr: debt.nr },
              returnFocus: `#${id}`,
            }),
          )
        }
      >
        {t('paying.custom.open')}
      </Button>
    </div>
  );
}
