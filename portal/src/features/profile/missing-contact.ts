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

/** The server's `lastQueried` (spec 4, kept with the contact data) as a time, null when never. */
export function lastQueriedOf(data: Pick<DebtorData, 'debtor'>): number | null {
  const value = data.debtor.contactInformation.lastQueried;
  if (value === null) return null;
  const time = Date.parse(value);
  return Number.isFinite(time) ? time : null;
}
