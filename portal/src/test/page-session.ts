import type { Schemas } from '@portal/openapi';

/**
 * The page as the server sends it: a `<script type="application/json" id="portal-session">` block
 * saying whether the browser's session cookie (HttpOnly, out of script's reach) is live, of which
 * login type and for how long. The portal reads it as it starts (`readPageSession`), and so does
 * the inline early-read script. Without the block (`removePageSession`) the page is one no server
 * described, as on the development server, and the portal asks `GET /api/session`.
 *
 * The block goes into the body, which the test setup empties before each file; a test that leaves
 * one for the next to find calls `removePageSession` after it.
 */
export function writePageSession(doc: Document, state: Schemas['SessionState'] | string): void {
  removePageSession(doc);
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = 'portal-session';
  block.textContent = typeof state === 'string' ? state : JSON.stringify(state);
  doc.body.append(block);
}

/** A page the server sent for a live session. */
export function signInPage(
  doc: Document,
  { LoginType, expires_in }: { LoginType: Schemas['LoginType']; expires_in: number },
): void {
  writePageSession(doc, { signedIn: true, LoginType, expires_in });
}

/** A page the server sent to a browser without a live session. */
export function signOutPage(doc: Document): void {
  writePageSession(doc, { signedIn: false, LoginType: null, expires_in: null });
}

/** No block at all: a page no server described. */
export function removePageSession(doc: Document): void {
  doc.getElementById('portal-session')?.remove();
}
