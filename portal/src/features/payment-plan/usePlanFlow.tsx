import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuroCents } from '@portal/design-system';
import { cents, roundUpToTen, sumCents, type Cents } from '@portal/openapi';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../lib/hooks';
import { selectLocale } from '../../lib/language';
import { allowsNewPlan, selectDebtorData, type Debt } from '../debtor';
import { amountError, neededAmount, type DateSelection, type PlanRequest } from './model';
import { paymentPlanFeature } from './sagas';
import { planDialogReset, planDraftChanged, selectPaymentPlan } from './slice';

export type PlanStep = 'build' | 'review';

const sameRequest = (a: PlanRequest | null, b: PlanRequest) =>
  a !== null &&
  a.amountCents === b.amountCents &&
  a.dateSelection === b.dateSelection &&
  a.debtNrs.join() === b.debtNrs.join();

/** Opened with the amount the debtor can afford: what became of it within the plan's limits. */
function capacityNote(
  affordable: Cents | undefined,
  minimum: Cents | null,
  total: Cents,
  money: (amount: Cents) => string,
  t: (key: string, values: Record<string, string>) => string,
): string | null {
  if (affordable === undefined || minimum === null) return null;
  if (affordable > total) return t('cantPay.dialog.aboveTotal', { total: money(total) });
  if (affordable < minimum)
    return t('cantPay.dialog.belowMinimum', { affordable: money(affordable), min: money(minimum) });
  return t('cantPay.dialog.fits', { amount: money(affordable) });
}

/** The choices the debtor makes in the plan builder, and the effects that follow them. */
function usePlanChoices(candidates: readonly Debt[]) {
  // Once made, the plan's debts no longer allow a new plan: the choice is kept as it was.
  const [chosen, setChosen] = useState<number[]>(() =>
    candidates.filter(allowsNewPlan).map((d) => d.nr),
  );
  const [amountCents, setAmountCents] = useState<Cents | null>(null);
  const [touched, setTouched] = useState(false);
  // Something the debtor chose (not the first suggestion): closing then asks first.
  const [changed, setChanged] = useState(false);
  // Continue stays usable; a submit with errors shows the error summary, focused.
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [dateSelection, setDateSelection] = useState<DateSelection>(0);
  const [step, setStep] = useState<PlanStep>('build');
  return {
    chosen,
    amountCents,
    touched,
    changed,
    failedSubmits,
    dateSelection,
    step,
    setStep,
    setAmountCents,
    /** The amount typed, slid or picked from an alternative. */
    chooseAmount: (amount: number | null) => {
      setTouched(true);
      setChanged(true);
      setAmountCents(amount === null ? null : cents(amount));
    },
    chooseDebt: (nr: number, checked: boolean) => {
      setChanged(true);
      setChosen((was) =>
        checked
          ? candidates.map((d) => d.nr).filter((other) => other === nr || was.includes(other))
          : was.filter((other) => other !== nr),
      );
    },
    chooseDate: (value: DateSelection) => {
      setChanged(true);
      setDateSelection(value);
    },
    submitted: () => setTouched(true),
    failed: () => setFailedSubmits((count) => count + 1),
  };
}

/**
 * The payment plan dialog's state: the debts, amount and due day chosen, the server's
 * calculation of them (recalculated at every change), the step, and what the steps show.
 */
export function usePlanFlow(debtNrs: readonly number[], affordableCents: Cents | undefined) {
  useLazySaga(paymentPlanFeature);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const data = useAppSelector(selectDebtorData);
  const state = useAppSelector(selectPaymentPlan);
  const candidates = (data?.debts ?? []).filter((d) => debtNrs.includes(d.nr));
  const choices = usePlanChoices(candidates);
  const { chosen, amountCents, touched, setAmountCents } = choices;
  const suggested = useRef(false);

  const chosenDebts = candidates.filter((d) => chosen.includes(d.nr));
  const total = sumCents(chosenDebts.map((d) => d.debtSummary.left));
  // spec 5 (banditRating 3): the first installment is paid at once, which the debtor must know
  // before committing, not only after "confirm".
  const paysFirstAtOnce = chosenDebts.some((d) => d.banditRating === 3);
  const request: PlanRequest | null =
    chosen.length > 0
      ? { debtNrs: chosen, amountCents: amountCents ?? total, dateSelection: choices.dateSelection }
      : null;
  const minimum = state.figures?.minimum ?? null;
  // The range the errors name starts at the plan's own minimum once it is known, as the hint's.
  const ownError =
    amountCents === null && !touched ? null : amountError(amountCents, total, minimum);

  useEffect(() => {
    dispatch(planDialogReset());
    return () => {
      dispatch(planDialogReset());
    };
  }, [dispatch]);

  // Every change recalculates (the saga waits for a pause and cancels the older request).
  const requestKey = request ? JSON.stringify(request) : '';
  useEffect(() => {
    if (!request || state.creation !== 'idle') return;
    if (amountCents !== null && amountError(amountCents, total)) return;
    dispatch(planDraftChanged(request));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the request's content is the key
  }, [requestKey, dispatch]);

  // The first calculation (of the whole amount) tells the smallest amount: suggested rounded up.
  useEffect(() => {
    if (suggested.current || !state.figures || amountCents !== null) return;
    suggested.current = true;
    // From the "cannot pay" page: the amount the debtor can afford, within the plan's limits.
    // The first suggestion: the smallest amount rounded up to whole ten euros.
    const start =
      affordableCents === undefined
        ? roundUpToTen(state.figures.minimum)
        : Math.max(state.figures.minimum, affordableCents);
    setAmountCents(cents(Math.min(total, start)));
  }, [state.figures, amountCents, total, affordableCents, setAmountCents]);

  const current = request !== null && sameRequest(state.calculated, request);
  const figures = current ? state.figures : null;
  const needed = figures && amountCents !== null ? neededAmount(figures, amountCents) : null;
  const money = (amount: Cents) => formatEuroCents(amount, locale);
  // One inline error on the amount: out of range, or under what the plan's rules need.
  const amountFieldError =
    ownError && touched
      ? t(ownError.key, {
          min: money(ownError.min),
          max: money(ownError.max),
          amount: money(ownError.min),
        })
      : needed !== null
        ? t('paymentPlan.minimumAmount', { amount: money(needed) })
        : null;
  return {
    ...choices,
    data,
    state,
    locale,
    money,
    candidates,
    chosenDebts,
    total,
    paysFirstAtOnce,
    request,
    minimum,
    figures,
    needed,
    ownError,
    amountFieldError,
    calculating:
      state.calculation === 'calculating' ||
      (request !== null && !current && state.calculation !== 'failed'),
    canContinue: figures !== null && needed === null && ownError === null && amountCents !== null,
    fromCapacity: capacityNote(affordableCents, minimum, total, money, t),
    debtsError:
      candidates.length > 1 && chosen.length === 0 ? t('paymentPlan.debts.required') : null,
  };
}

export type PlanFlow = ReturnType<typeof usePlanFlow>;
