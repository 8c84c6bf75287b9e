import { useEffect, useState } from 'react';
import { formatEuroCents } from '@portal/design-system';
import { sumCents, type Cents } from '@portal/openapi';
import { dialogClosed, dialogOpened } from '../../lib/dialogs';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../lib/hooks';
import { selectLocale } from '../../lib/language';
import { paths } from '../../lib/paths';
import { selectDebtorData, type Debt } from '../debtor';
import type { CartItem } from '../paying';
import { settlementCase } from './model';
import { settlementFeature } from './sagas';
import { selectSettlement, settlementOpened, settlementReset, settlementStepChosen } from './slice';

export type SettlementChoice = 'payNow' | 'settle';

/**
 * The settlement dialog's state: the case from the debtor's data, the step (the server's status,
 * or the debtor's way through the first steps), the choices made on the way, and paying.
 */
export function useSettlementFlow() {
  useLazySaga(settlementFeature);
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const data = useAppSelector(selectDebtorData);
  const state = useAppSelector(selectSettlement);
  const current = data ? settlementCase(data) : null;
  const [choice, setChoice] = useState<SettlementChoice | null>(null);
  const [agreed, setAgreed] = useState(false);

  useEffect(() => {
    if (current && state.step === null) dispatch(settlementOpened({ ...current }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opens once, from the status then
  }, [current !== null, dispatch]);
  // The status moves on by itself (the first installment booked): the dialog follows.
  const derived = current?.step ?? null;
  useEffect(() => {
    if (derived !== null && state.step !== null && derived >= 5 && derived > state.step) {
      dispatch(settlementStepChosen(derived));
    }
  }, [derived, state.step, dispatch]);
  useEffect(
    () => () => {
      dispatch(settlementReset());
    },
    [dispatch],
  );

  const debts: Debt[] =
    data && current ? data.debts.filter((d) => current.debtNrs.includes(d.nr)) : [];
  return {
    state,
    locale,
    money: (amount: Cents) => formatEuroCents(amount, locale),
    step: state.step ?? current?.step ?? 1,
    debts,
    openAmount: sumCents(debts.map((d) => d.debtSummary.left)),
    request: current
      ? {
          subpoenaNr: current.subpoenaNr,
          statusNr: state.statusNr ?? current.statusNr,
          debtNrs: current.debtNrs,
        }
      : null,
    plan: data?.reconciliation?.plan ?? null,
    pending: current?.paymentPending ?? false,
    choice,
    setChoice,
    agreed,
    setAgreed,
    /** To the bank with these items; back to the front page afterwards. */
    pay: (cart: CartItem[]) => {
      dispatch(dialogClosed('settlement'));
      dispatch(
        dialogOpened({
          name: 'bankSelection',
          props: { cart, redirectPath: paths.frontPage.getHref() },
        }),
      );
    },
  };
}

export type SettlementFlow = ReturnType<typeof useSettlementFlow>;
export type SettlementRequest = NonNullable<SettlementFlow['request']>;
