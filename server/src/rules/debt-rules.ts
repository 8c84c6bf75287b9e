/** Pure domain rules about debts and plans (spec section 4). */
import { COMPLAINED_STATE, SETTLEMENT_STATE } from '@portal/openapi/settlement';

export type ColorGroup = 'info' | 'warning' | 'danger' | 'neutral' | 'success';

export interface DebtStateInfo {
  state: number;
  colorGroup: ColorGroup;
  /** Sort key: most urgent first; the portal sorts by it, then by due date. */
  order: number;
  ended: boolean;
}

/** spec 4: 8 paid, 9 ended and 10 groundless are ended and go to the archive. */
export const ENDED_STATES = [8, 9, 10] as const;

const STATE_INFO: Record<number, Omit<DebtStateInfo, 'state' | 'ended'>> = {
  5: { colorGroup: 'danger', order: 10 }, // in distraint: payment warning
  4: { colorGroup: 'danger', order: 20 }, // in court: pay now
  3: { colorGroup: 'warning', order: 30 }, // in collection
  2: { colorGroup: 'warning', order: 40 }, // in reminding
  1: { colorGroup: 'info', order: 50 }, // in billing
  [COMPLAINED_STATE]: { colorGroup: 'info', order: 60 }, // 12: under review
  [SETTLEMENT_STATE]: { colorGroup: 'info', order: 70 }, // 11: settlement
  6: { colorGroup: 'neutral', order: 80 }, // debt restructuring
  7: { colorGroup: 'neutral', order: 90 }, // bankruptcy supervision
  8: { colorGroup: 'success', order: 100 }, // paid
  9: { colorGroup: 'success', order: 110 }, // ended
  10: { colorGroup: 'success', order: 120 }, // groundless
};

/** Debt state 8: paid (its progress shows 100 %). */
export const PAID_STATE = 8;

export function debtStateInfo(state: number): DebtStateInfo {
  const info = STATE_INFO[state];
  if (!info) throw new Error(`Unknown debt state ${state}`);
  return { state, ...info, ended: isEnded(state) };
}

export function isEnded(state: number): boolean {
  return (ENDED_STATES as readonly number[]).includes(state);
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
  return flag && state !== 4 && !isEnded(state) && state !== COMPLAINED_STATE;
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
