import type { Schemas } from '@portal/openapi';

/**
 * A return from the signing service (spec 2): the task's two ids and, when the service signed
 * its return, its notice (what the signer did, when, and the service's signature). The notice
 * lets the server record the signature even when the session ended at the signing service.
 */
export interface SigningReturnIds {
  requestId: string;
  taskId: string;
  notice?: {
    outcome: Schemas['SigningOutcome'];
    timestamp: string;
    signature: string;
  };
}

/** The return of a query string; null without both ids. A notice comes only whole. */
export function signingReturnOf(params: URLSearchParams): SigningReturnIds | null {
  const requestId = params.get('requestId');
  const taskId = params.get('taskId');
  if (!requestId || !taskId) return null;
  const outcome = params.get('outcome');
  const timestamp = params.get('timestamp');
  const signature = params.get('signature');
  if ((outcome !== 'signed' && outcome !== 'cancelled') || !timestamp || !signature) {
    return { requestId, taskId };
  }
  return { requestId, taskId, notice: { outcome, timestamp, signature } };
}

/** The verify call's fields of a return (`SigningVerifyRequest` without `Lang`). */
export function verifyBodyOf(ids: SigningReturnIds) {
  return {
    RequestId: ids.requestId,
    TaskId: ids.taskId,
    ...(ids.notice && {
      Outcome: ids.notice.outcome,
      Timestamp: ids.notice.timestamp,
      Signature: ids.notice.signature,
    }),
  };
}
