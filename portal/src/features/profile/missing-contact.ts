import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import type { DebtorData } from '../debtor';

dayjs.extend(utc);
dayjs.extend(timezone);

const TIME_ZONE = 'Europe/Helsinki';

/**
 * spec 4: the missing-contact-information dialog shows when the debtor has no e-mail or no phone,
 * contact information is not hidden, and they were never asked or last asked at least one
 * (calendar) month ago, counted in Helsinki time.
 */
export function shouldAskMissingContact(
  data: Pick<DebtorData, 'debtor'>,
  lastAsked: number | null,
  now: number,
): boolean {
  const { debtor } = data;
  const contact = debtor.contactInformation;
  if (debtor.hidePersonalInfo || contact.hideContactInformation) return false;
  if (contact.emails.length > 0 && contact.phones.length > 0) return false;
  if (lastAsked === null) return true;
  // Add the month to the Helsinki wall time, then read it back in Helsinki: dayjs's `add` on a
  // zoned time keeps the old UTC offset across a summer-time change.
  const asked = dayjs(lastAsked).tz(TIME_ZONE);
  const due = dayjs.tz(asked.add(1, 'month').format('YYYY-MM-DDTHH:mm:ss'), TIME_ZONE);
  return !dayjs(now).isBefore(due);
}

/**
 * When each debtor number was last asked, in local storage under the `portal.` prefix, so logout
 * clears it with everything else personal (SECURITY.md 9: a debtor number is personal data). A
 * debtor without a phone or e-mail is therefore asked again after a new login, at most once a
 * month within it.
 */
export const ASKED_KEY = 'portal.contactPrompt.asked';

function readAll(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(ASKED_KEY) ?? '{}');
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export function lastAskedOf(debtorNr: number): number | null {
  const value = readAll()[String(debtorNr)];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function rememberAsked(debtorNr: number, at: number): void {
  try {
    localStorage.setItem(ASKED_KEY, JSON.stringify({ ...readAll(), [String(debtorNr)]: at }));
  } catch {
    // Storage full or disabled: the debtor may be asked again next time, nothing worse.
  }
}
