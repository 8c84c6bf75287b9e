import type { LanguageId } from '@portal/translations';
import type { BootData } from './boot';
import type { PageSession } from '../features/session/storage';

/** What decides whether a prerendered page is hydrated (app/start.tsx, login.tsx). */
export interface HydrationContext {
  /** The prerendered page's boot data (null for the plain index.html). */
  boot: BootData | null;
  /** The language this browser shows (stored choice, browser languages, Finnish). */
  language: LanguageId;
  /** Whether this browser shows the cookie banner (no choice stored). */
  consentBanner: boolean;
  /** The session the server found for this page (the visit continues signed in), or null. */
  session: PageSession | null;
  location: Pick<Location, 'pathname' | 'hash'>;
}

/**
 * The server's HTML is hydrated when it shows exactly what this browser renders first: the same
 * page and language, the cookie banner as the stored choice says, no #part (the help page opens
 * the tab it names), and either a public page for a visitor signed out or a signed-in page
 * rendered with the data of this browser's session. Otherwise the page is rendered afresh
 * (rare: the cookies that tell the server these things were missing).
 */
export function canHydrate<T extends HydrationContext>(
  options: T,
): options is T & { boot: BootData } {
  const { boot, language, consentBanner, session, location } = options;
  return (
    boot !== null &&
    boot.language === language &&
    boot.path === location.pathname &&
    location.hash === '' &&
    boot.consentBanner === consentBanner &&
    // A public page for a visitor signed out; a signed-in page with its data for its session.
    (session === null) === (boot.signedIn === undefined)
  );
}
