/**
 * Thin route handlers, one per contract operation (bound by operationId with `operation()`,
 * `contract/operation.ts`), grouped by area: each reads the validated request, calls a service and
 * shapes the envelope (`answers.ts`). Domain rules live in the services.
 */
import { type OperationTable, operationTable } from '../contract/operation';
import type { SessionCookie } from '../http/session-cookie';
import type { Services } from '../services/container';
import { caseActionHandlers } from './case-actions';
import { debtorHandlers } from './debtor';
import { legalHandlers } from './legal';
import { paymentHandlers } from './payments';
import { planHandlers } from './plans';
import { publicHandlers } from './public';
import { sessionHandlers } from './session';

export function createHandlers(services: Services, cookie: SessionCookie): OperationTable {
  return operationTable(
    sessionHandlers(services, cookie),
    debtorHandlers(services),
    paymentHandlers(services),
    planHandlers(services),
    caseActionHandlers(services),
    legalHandlers(services),
    publicHandlers(services),
  );
}
