import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Notice, Stack, todayInHelsinki } from '@portal/design-system';
import { dialogOpened } from '../../../lib/dialogs';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { debtButton, planButton, selectDebts, type Debt, type PaymentPlan } from '../../debtor';
import {
  canPayDebt,
  canPayPlan,
  installmentItem,
  payButtonVariant,
  selectPendingDebtNrs,
  wholeDebtItem,
} from '../../paying';

/** While the debt's payment awaits the bank's confirmation its pay buttons are hidden (spec 2). */
function PendingNote() {
  const { t } = useTranslation();
  return <Notice tone="info">{t('paying.notice.debtPending')}</Notice>;
}

/**
 * The pay tab's buttons (spec 2, 4): the whole debt (red "pay now", orange "pay quickly" or "pay
 * whole debt" by the card's rule) and a voluntary amount. The bank form returns here.
 */
export function DebtPayButtons({ debt }: { debt: Debt }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const pending = useAppSelector(selectPendingDebtNrs);
  const button = debtButton(debt, todayInHelsinki());
  if (!canPayDebt(debt, pending)) return pending.includes(debt.nr) ? <PendingNote /> : null;
  const id = `pay-${debt.nr}`;
  return (
    <Stack direction="horizontal" gap={3} wrap>
      {button ? (
        <Button
          id={`${id}-whole`}
          variant={payButtonVariant[button]}
          onClick={() =>
            dispatch(
              dialogOpened({
                name: 'bankSelection',
                props: { cart: [wholeDebtItem(debt)], redirectPath: pathname },
                returnFocus: `#${id}-whole`,
              }),
            )
          }
        >
          {t(`button.${button}`)}
        </Button>
      ) : null}
      <Button
        id={`${id}-custom`}
        variant="secondary"
        onClick={() =>
          dispatch(
            dialogOpened({
              name: 'customPayment',
              props: { debtNr: debt.nr },
              returnFocus: `#${id}-custom`,
            }),
          )
        }
      >
        {t('paying.custom.open')}
      </Button>
    </Stack>
  );
}

/** The plan tab's button: the next installment ("pay quickly" when it is due within 2 days). */
export function PlanPayButton({ plan }: { plan: PaymentPlan }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const debts = useAppSelector(selectDebts);
  const pending = useAppSelector(selectPendingDebtNrs);
  const button = planButton(plan, todayInHelsinki());
  const item = installmentItem(plan, debts);
  if (!canPayPlan(plan, pending)) return plan.nextInstallment ? <PendingNote /> : null;
  if (!button || !item) return null;
  const id = `pay-plan-${plan.nr}`;
  return (
    <div>
      <Button
        id={id}
        variant={payButtonVariant[button]}
        onClick={() =>
          dispatch(
            dialogOpened({
              name: 'bankSelection',
              props: { cart: [item], redirectPath: pathname },
              returnFocus: `#${id}`,
            }),
          )
        }
      >
        {t(`button.${button}`)}
      </Button>
    </div>
  );
}
