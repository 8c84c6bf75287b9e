/**
 * The due-date move's rules of spec 5, for the portal (the picker and the cost notice) and the
 * server (what it accepts and charges): one copy. Dates are ISO days (YYYY-MM-DD).
 */

/** spec 9: a move reaching 14 days or more past the later of today and the due date costs. */
export const DUE_DATE_COST_THRESHOLD_DAYS = 14;

/** An ISO day plus whole days (calendar arithmetic in UTC, no time zone involved). */
export function addIsoDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The first day a due date may move to: the original due date when still ahead, else tomorrow. */
export const earliestDueDateMove = (originalDueDate: string, today: string): string =>
  originalDueDate > today ? originalDueDate : addIsoDays(today, 1);

export interface DueDateCharge {
  /** Costless moves the debt has left. */
  costlessLeft: number;
  /** The charge of a move that is not costless, in cents. */
  costCents: number;
  originalDueDate: string;
  today: string;
  newDate: string;
}

/**
 * spec 5: a move costs when no costless moves are left, the cost is not 0, and the new date is
 * on or after 14 days past the later of today and the original due date.
 */
export function isDueDateMoveCharged(move: DueDateCharge): boolean {
  if (move.costlessLeft > 0 || move.costCents === 0) return false;
  const base = move.originalDueDate > move.today ? move.originalDueDate : move.today;
  return move.newDate >= addIsoDays(base, DUE_DATE_COST_THRESHOLD_DAYS);
}

/**
 * The last new due date that is still free of charge when the debt has no costless moves left:
 * the day before the charge starts (said before the debtor picks, not learned by trying).
 */
export function lastCostlessDueDate(originalDueDate: string, today: string): string {
  const base = originalDueDate > today ? originalDueDate : today;
  return addIsoDays(base, DUE_DATE_COST_THRESHOLD_DAYS - 1);
}

/** The first weekday on or after an ISO day (the picker offers weekdays only). */
export function firstWeekdayFrom(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 6 ? addIsoDays(isoDate, 2) : weekday === 0 ? addIsoDays(isoDate, 1) : isoDate;
}
