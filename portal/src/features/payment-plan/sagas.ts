import {
  all,
  call,
  cancelled,
  delay,
  put,
  race,
  take,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import {
  alternativeAmounts,
  centsToEuros,
  saveVersusOriginal,
  type Cents,
  type Schemas,
} from '@portal/openapi';
import { callApi, selectState, type ApiFailure, type ApiResult } from '../../lib/api';
import type { LazySaga } from '../../lib/store-types';
import { debtorFailed, debtorLoaded, debtorRequested, selectDebts } from '../debtor';
import { planFigures, type AlternativeFigures, type PlanFigures, type PlanRequest } from './model';
import {
  alternativesCalculated,
  planCalculated,
  planCalculationFailed,
  planCreated,
  planCreateFailed,
  planCreateRequested,
  planDraftChanged,
} from './slice';

declare module '../../lib/dialogs' {
  interface DialogPropsMap {
    /** spec 4: a payment plan over one debt, or a joint plan over the debts that allow one. */
    paymentPlan: {
      debtNrs: number[];
      /**
       * The monthly amount the debtor worked out they can afford ("cannot pay" page): the plan
       * starts at it, kept within the plan's smallest instalment and what is left, and says so.
       */
      affordableCents?: Cents;
    };
  }
}

type CalculationAnswer = ApiResult<Schemas['PlanCalculation'] | null>;

/** The builder recalculates this long after the last change (typing, the slider). */
export const RECALCULATE_DELAY_MS = 350;

/** spec 8: a calculation or creation refused says 'Virhe maksusuunnitelman luonnissa.', a network failure 'Virhe.' */
const failureKey = (result: ApiFailure) =>
  result.kind === 'network'
    ? 'paymentPlan.error.network'
    : result.errorKey === 'error.generic.1'
      ? result.errorKey
      : 'paymentPlan.error.failed';

/** The contract's body: a calculation (`Create: false`) or the plan itself (`Create: true`). */
function requestBody(request: PlanRequest, create: false): Schemas['PaymentPlanCalculateRequest'];
function requestBody(request: PlanRequest, create: true): Schemas['PaymentPlanCreateRequest'];
function requestBody(request: PlanRequest, create: boolean) {
  return {
    DebtNrs: request.debtNrs,
    Type: 0 as const,
    Amount: centsToEuros(request.amountCents),
    DateSelection: request.dateSelection,
    Create: create,
  };
}

/** One calculation; the request is aborted when a newer change cancels the task. */
function* calculate(request: PlanRequest): SagaIterator {
  const controller = new AbortController();
  try {
    const result = yield* callApi((api) =>
      api.POST('/api/paymentPlan/calculate', {
        body: requestBody(request, false),
        signal: controller.signal,
      }),
    );
    return result;
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

/**
 * spec 5 (banditRating 2): the alternatives 20 % and 30 % above the chosen amount, each
 * calculated by the server; one that fails is left out without a word.
 */
function* alternativesSaga(request: PlanRequest, original: PlanFigures): SagaIterator {
  const left = original.totalCapital + original.totalCost + original.totalInterest;
  const amounts = alternativeAmounts(request.amountCents, left);
  if (amounts.length === 0) return;
  const results = (yield all(
    amounts.map((alternative) =>
      call(calculate, { ...request, amountCents: alternative.amountCents }),
    ),
  )) as CalculationAnswer[];
  const offered: AlternativeFigures[] = [];
  results.forEach((result, index) => {
    const alternative = amounts[index]!;
    if (!result.ok || !result.value) return;
    const figures = planFigures(result.value);
    if (figures.amount !== alternative.amountCents) return;
    offered.push({
      percentageIncrease: alternative.percentageIncrease,
      amount: alternative.amountCents,
      months: figures.rows.length,
      save: saveVersusOriginal(
        { totalInterestCents: original.totalInterest, totalCostCents: original.totalCost },
        { totalInterestCents: figures.totalInterest, totalCostCents: figures.totalCost },
      ),
    });
  });
  if (offered.length > 0) yield put(alternativesCalculated(offered));
}

/** The plan builder: each change recalculates after a pause; a newer change cancels the older. */
export function* recalculateSaga(action: ReturnType<typeof planDraftChanged>): SagaIterator {
  yield delay(RECALCULATE_DELAY_MS);
  const request = action.payload;
  const result = (yield call(calculate, request)) as CalculationAnswer;
  if (!result.ok || !result.value) {
    yield put(planCalculationFailed(result.ok ? 'paymentPlan.error.failed' : failureKey(result)));
    return;
  }
  const figures = planFigures(result.value);
  yield put(planCalculated({ request, figures }));
  const debts = yield* selectState(selectDebts);
  const banditTwo = debts.some((d) => request.debtNrs.includes(d.nr) && d.banditRating === 2);
  // spec 5: alternatives only when the chosen amount makes a plan (at least the second installment).
  if (banditTwo && figures.amount === request.amountCents) {
    yield call(alternativesSaga, request, figures);
  }
}

/**
 * spec 4: confirm creates the plan; the data reloads quietly and the new plan is looked up, so
 * a banditRating 3 plan's first installment can be paid at once (step 2).
 */
export function* createPlanSaga(action: ReturnType<typeof planCreateRequested>): SagaIterator {
  const request = action.payload;
  const result = yield* callApi((api) =>
    api.POST('/api/paymentPlan/create', { body: requestBody(request, true) }),
  );
  if (!result.ok || result.value !== true) {
    yield put(planCreateFailed(result.ok ? 'paymentPlan.error.failed' : failureKey(result)));
    return;
  }
  const debts = yield* selectState(selectDebts);
  yield put(debtorRequested({ silent: true }));
  const reloaded = (yield race({
    loaded: take(debtorLoaded.type),
    failed: take(debtorFailed.type),
  })) as { loaded?: ReturnType<typeof debtorLoaded> };
  const plan = reloaded.loaded?.payload.paymentPlans.find((p) =>
    p.debts.some((d) => d.nr === request.debtNrs[0]),
  );
  // Without fresh data the plan is still made; whether it waits follows from the debts.
  const awaits = plan
    ? plan.awaitingFirstPayment
    : debts.some((d) => request.debtNrs.includes(d.nr) && d.banditRating === 3);
  yield put(planCreated({ planNr: plan?.nr ?? null, awaitsFirstPayment: awaits }));
}

export function* paymentPlanSaga(): SagaIterator {
  yield all([
    takeLatest(planDraftChanged.type, recalculateSaga),
    takeLeading(planCreateRequested.type, createPlanSaga),
  ]);
}

export const paymentPlanFeature: LazySaga = { name: 'paymentPlan', saga: paymentPlanSaga };
