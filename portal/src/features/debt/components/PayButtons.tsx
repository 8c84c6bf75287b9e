import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, formatEuroCents } from '@portal/design-system';
import { dialogOpened } from '../../../lib/dialogs';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { selectLocale } from '../../../lib/language';
import type { Debt } from '../../debtor';
import { canPayDebt, otherAmountOffer, selectPendingDebtNrs, wholeDebtItem } from '../../paying';

/**
 * The pay tab's voluntary amount (spec 2, 4). The whole debt's button is the pay block's, at the
 * top of the view. Hidden while a payment of the debt awaits the bank (spec 2; the
 * pay block says so) and for a debt in debt restructuring, paid under its programme. With less
 * than the 5-euro minimum left, a different amount could never be accepted, so the button pays
 * the remainder (the whole amount left) instead.
 */
export function CustomPaymentButton({ debt }: { debt: Debt }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectPendingDebtNrs);
  const locale = useAppSelector(selectLocale);
  const { pathname } = useLocation();
  if (!canPayDebt(debt, pending)) return null;
  const id = `pay-${debt.nr}-custom`;
  const remainder = otherAmountOffer(debt.debtSummary.left) === 'remainder';
  return (
    <div>
      <Button
        id={id}
        variant="secondary"
        onClick={() =>
          dispatch(
            remainder
              ? dialogOpened({
                  name: 'bankSelection',
                  props: { cart: [wholeDebtItem(debt)], redirectPath: pathname },
                  returnFocus: `#${id}`,
                })
              : dialogOpened({
                  name: 'customPayment',
                  props: { debtNr: debt.nr },
                  returnFocus: `#${id}`,
                }),
          )
        }
      >
        {remainder
          ? t('paying.custom.remainder', {
              amount: formatEuroCents(debt.debtSummary.left, locale),
            })
          : t('paying.custom.open')}
      </Button>
    </div>
  );
}
