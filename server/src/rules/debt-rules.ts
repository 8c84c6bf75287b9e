/** Pure domain rules about debts and plans (spec section 4). */
import { DebtState, ENDED_STATES, isEnded } from '@portal/openapi/debt-state';
import { COMPLAINED_STATE, SETTLEMENT_STATE } from '@portal/openapi/settlement';

export type ColorGroup = 'info' | 'warning' | 'danger' | 'neutral' | 'success';

export interface DebtStateInfo {
  state: number;
  colorGroup: ColorGroup;
  /** Sort key: most urgent first; the portal sorts by it, then by due date. */
  order: number;
  ended: boolean;
}

/** spec 4: paid, ended and groundless debts have ended and go to the archive (the shared list). */
export { ENDED_STATES, isEnded };

const STATE_INFO: Record<number, Omit<DebtStateInfo, 'state' | 'ended'>> = {
  [DebtState.distraint]: { colorGroup: 'danger', order: 10 }, // payment warning
  [DebtState.court]: { colorGroup: 'danger', order: 20 }, // pay now
  [DebtState.collection]: { colorGroup: 'warning', order: 30 },
  [DebtState.reminding]: { colorGroup: 'warning', order: 40 },
  [DebtState.billing]: { colorGroup: 'info', order: 50 },
  [DebtState.complained]: { colorGroup: 'info', order: 60 }, // under review
  [DebtState.settlement]: { colorGroup: 'info', order: 70 },
  [DebtState.restructuring]: { colorGroup: 'neutral', order: 80 },
  [DebtState.bankruptcySupervision]: { colorGroup: 'neutral', order: 90 },
  [DebtState.paid]: { colorGroup: 'success', order: 100 },
  [DebtState.ended]: { colorGroup: 'success', order: 110 },
  [DebtState.groundless]: { colorGroup: 'success', order: 120 },
};

/** Debt state 8: paid (its progress shows 100 %). */
export const PAID_STATE = DebtState.paid;

export function debtStateInfo(state: number): DebtStateInfo {
  const info = STATE_INFO[state];
  if (!info) throw new Error(`Unknown debt state ${state}`);
  return { state, ...info, ended: isEnded(state) };
}

/** spec 4: plan types 0, 2, 3, 5 and 7 are active; 1 and 4 suggestions; 6 a settlement plan. */
export const ACTIVE_PLAN_TYPES = [0, 2, 3, 5, 7] as const;
export const SUGGESTED_PLAN_TYPES = [1, 4] as const;
export const RECONCILIATION_PLAN_TYPE = 6;

/** Debt states 11 (in settlement) and 12 (complained), defined once with the shared settlement rules. */
export { COMPLAINED_STATE, SETTLEMENT_STATE };

export function isActivePlanType(type: number): boolean {
  return (ACTIVE_PLAN_TYPES as readonly number[]).includes(type);
}

export function isSuggestedPlanType(type: number): boolean {
  return (SUGGESTED_PLAN_TYPES as readonly number[]).includes(type);
}

/** spec 4: in court, reclamation is blocked regardless of the debt's flag. */
export function reclamationAllowed(state: number, flag: boolean): boolean {
  return flag && state !== DebtState.court && !isEnded(state) && state !== COMPLAINED_STATE;
}

export interface JointPlanCandidate {
  ended: boolean;
  hasPlan: boolean;
  planAllowed: boolean;
}

/** spec 4: a joint plan is possible when at least 2 open debts without a plan allow plan creation. */
export function jointPlanPossible(debts: JointPlanCandidate[]): boolean {
  return debts.filter((d) => !d.ended && !d.hasPlan && d.planAllowed).length >= 2;
}
