import type { Schemas } from '@portal/openapi';
import type { LanguageId, Messages } from '@portal/translations';
import type { Announcement } from '../features/announcements/slice';

/**
 * What the server puts in a prerendered page besides its HTML, so the browser hydrates that
 * HTML without a second round trip: the language and its messages, the announcements the page
 * shows (sanitized by the server), and whether the cookie banner is in it.
 */
export interface BootData {
  language: LanguageId;
  /** The path the HTML was rendered for. */
  path: string;
  consentBanner: boolean;
  announcements: Announcement[];
  messages: Messages;
  /**
   * A signed-in page rendered with its data: the session's login type and the debtor's data as
   * `GET /api/debtor` answers it, so the browser hydrates the page without reading it again.
   */
  signedIn?: { authType: Schemas['LoginType']; debtor: Schemas['DebtorData'] };
}

export const BOOT_ELEMENT_ID = 'portal-boot';

/** JSON for a `<script type="application/json">`: `<` escaped, so no text can close the tag. */
export function serializeBoot(boot: BootData): string {
  return JSON.stringify(boot)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The boot data of a prerendered page, or null (the plain index.html has none). */
export function readBoot(doc: Document = document): BootData | null {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as BootData;
  } catch {
    return null;
  }
}
