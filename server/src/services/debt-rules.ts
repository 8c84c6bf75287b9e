/** Pure domain rules about debts and plans (spec section 4). */

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

const STATE_INFO: Record<number, Omit<DebtStateInfo, 'state'>> = {
  5: { colorGroup: 'danger', order: 10, ended: false }, // in distraint: payment warning
  4: { colorGroup: 'danger', order: 20, ended: false }, // in court: pay now
  3: { colorGroup: 'warning', order: 30, ended: false }, // in collection
  2: { colorGroup: 'warning', order: 40, ended: false }, // in reminding
  1: { colorGroup: 'info', order: 50, ended: false }, // in billing
  12: { colorGroup: 'info', order: 60, ended: false }, // complained: under review
  11: { colorGroup: 'info', order: 70, ended: false }, // settlement
  6: { colorGroup: 'neutral', order: 80, ended: false }, // debt restructuring
  7: { colorGroup: 'neutral', order: 90, ended: false }, // bankruptcy supervision
  8: { colorGroup: 'success', order: 100, ended: true }, // paid
  9: { colorGroup: 'success', order: 110, ended: true }, // ended
  10: { colorGroup: 'success', order: 120, ended: true }, // groundless
};

export function debtStateInfo(state: number): DebtStateInfo {
  const info = STATE_INFO[state];
  if (!info) throw new Error(`Unknown debt state ${state}`);
  return { state, ...info };
}

export function isEnded(state: number): boolean {
  return (ENDED_STATES as readonly number[]).includes(state);
}

/** spec 4: plan types 0, 2, 3, 5 and 7 are active; 1 and 4 suggestions; 6 a settlement plan. */
export const ACTIVE_PLAN_TYPES = [0, 2, 3, 5, 7] as const;
export const SUGGESTED_PLAN_TYPES = [1, 4] as const;
export const RECONCILIATION_PLAN_TYPE = 6;

/** Debt state 11: in settlement (spec 4). */
export const SETTLEMENT_STATE = 11;

export function isActivePlanType(type: number): boolean {
  return (ACTIVE_PLAN_TYPES as readonly number[]).includes(type);
}

export function isSuggestedPlanType(type: number): boolean {
  return (SUGGESTED_PLAN_TYPES as readonly number[]).includes(type);
}

/** spec 4: in court, reclamation is blocked regardless of the debt's flag. */
export function reclamationAllowed(state: number, flag: boolean): boolean {
  return flag && state !== 4 && !isEnded(state) && state !== 12;
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
