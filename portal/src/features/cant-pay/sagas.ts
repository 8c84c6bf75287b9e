import { put, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { centsToEuros, toCents, type Schemas } from '@portal/openapi';
import { callApi } from '../../lib/api';
import type { LazySaga } from '../../lib/store-types';
import { planMinimumFailed, planMinimumLoaded, planMinimumRequested } from './slice';

/**
 * The plan's smallest monthly instalment: the server's calculation of the whole amount left
 * (the plan builder's first calculation does the same), so the request carries the debts only,
 * never the income or costs the debtor typed.
 */
export function* planMinimumSaga(action: ReturnType<typeof planMinimumRequested>): SagaIterator {
  const { debtNrs, totalCents } = action.payload;
  const body: Schemas['PaymentPlanCalculateRequest'] = {
    DebtNrs: debtNrs,
    Type: 0,
    Amount: centsToEuros(totalCents),
    DateSelection: 0,
    Create: false,
  };
  const result = yield* callApi((api) => api.POST('/api/paymentPlan/calculate', { body }));
  if (!result.ok || !result.value) {
    yield put(planMinimumFailed());
    return;
  }
  yield put(planMinimumLoaded({ debtNrs, minimumCents: toCents(result.value.minimumAmount) }));
}

export function* cantPaySaga(): SagaIterator {
  yield takeLatest(planMinimumRequested.type, planMinimumSaga);
}

export const cantPayFeature: LazySaga = { name: 'cantPay', saga: cantPaySaga };
