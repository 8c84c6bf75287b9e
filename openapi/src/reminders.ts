/**
 * Installment reminders: the choices the portal offers and the server accepts (the contract's
 * `daysBefore` enum), defined once.
 */
import type { components } from './schema';

type ContractDays = components['schemas']['ReminderSettingsRequest']['daysBefore'];

/** How many days before a due date a reminder may be chosen. */
export const REMINDER_DAYS = [1, 3, 7] as const satisfies readonly ContractDays[];
export type ReminderDays = (typeof REMINDER_DAYS)[number];

/** The days saved when a channel is chosen and no day yet. */
export const DEFAULT_REMINDER_DAYS: ReminderDays = 3;

/** Whether a number is one of the reminder choices. */
export function isReminderDays(value: unknown): value is ReminderDays {
  return (REMINDER_DAYS as readonly unknown[]).includes(value);
}
