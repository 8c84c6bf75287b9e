/**
 * The chat in a build that has one (spec 1: initialised with the debtor number, browser info and
 * language; customer service hours include the chat's). The journeys' build loads the chat
 * embed from `/journey-chat.js` (the `script` provider); this journey serves a fake embed there
 * that, like a real one, sets a cookie when it starts. The hours are shown, but the embed is not
 * even requested before the debtor has allowed functional cookies: not on the login page, not
 * after login, not with tracking alone. Allowed, it loads and starts with the debtor's details;
 * it stops at logout.
 */
import type { Page, Request } from '@playwright/test';
import { expect, logIn, test, tr } from '../fixtures';

type ChatEvent =
  | { type: 'init'; context: { debtorNr: number; browser: string; language: string } }
  | { type: 'shutdown' };

/** The fake embed: it records what the portal tells it, and keeps a cookie as chats do. */
const EMBED = `
  window.__chatEvents = [];
  window.addEventListener('portal:chat', (event) => {
    window.__chatEvents.push(event.detail);
    if (event.detail.type === 'init') document.cookie = 'journey-chat=' + event.detail.context.debtorNr + '; path=/';
  });
`;

async function serveEmbed(page: Page) {
  const requests: Request[] = [];
  await page.route('**/journey-chat.js', async (route) => {
    requests.push(route.request());
    await route.fulfill({ contentType: 'text/javascript', body: EMBED });
  });
  return requests;
}

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { __chatEvents?: ChatEvent[] }).__chatEvents ?? []);
const chatCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'journey-chat');

test('chat hours are shown; the chat loads only after consent to functional cookies, then starts with the debtor and stops at logout (fi)', async ({
  page,
  checkAccessibility,
}) => {
  test.slow();
  const t = tr('fi');
  const requests = await serveEmbed(page);
  const userAgent = await page.evaluate(() => navigator.userAgent);

  // Signed out, no choice made: the hours are promised, nothing of the chat is loaded.
  await page.goto('/lang/fi');
  await expect(page.getByText(t('cookie.title'))).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(t('footer.chatHours'));
  await page.goto('/help#CustomerSupport');
  const hours = page.getByRole('region', { name: t('footer.serviceHours') });
  await expect(hours).toContainText(t('footer.chatHours'));
  await expect(hours).toContainText(t('help.support.chatConsent'));

  // Logged in without a choice: still nothing.
  await logIn(page, 'fi', '1000001', '11111111');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('contentinfo')).toContainText(t('footer.chatHours'));
  expect(requests).toHaveLength(0);
  expect(await chatCookie(page)).toBeUndefined();

  // Tracking allowed, functional cookies not: the chat stays unloaded.
  await page.getByRole('button', { name: t('cookie.settings') }).click();
  let dialog = page.getByRole('dialog', { name: t('consent.title') });
  await dialog.getByRole('switch', { name: t('consent.tracking.label') }).click();
  await dialog.getByRole('button', { name: t('consent.save') }).click();
  await expect(dialog).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(requests).toHaveLength(0);
  expect(await chatCookie(page)).toBeUndefined();

  // Functional cookies allowed (from the drawer's cookie settings): the embed loads and starts.
  await page.getByRole('button', { name: t('topBar.openMenu') }).click();
  await page.getByRole('button', { name: t('drawer.cookies') }).click();
  dialog = page.getByRole('dialog', { name: t('consent.title') });
  await dialog.getByRole('switch', { name: t('consent.cookies.label') }).click();
  await dialog.getByRole('button', { name: t('consent.save') }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => events(page))
    .toEqual([
      { type: 'init', context: { debtorNr: 1, browser: userAgent.slice(0, 200), language: 'fi' } },
    ]);
  expect(requests).toHaveLength(1);
  expect((await chatCookie(page))?.value).toBe('1');
  await checkAccessibility();

  // Logging out shuts the chat down.
  await page.getByRole('button', { name: t('topBar.openMenu') }).click();
  await page.getByRole('button', { name: t('drawer.logout') }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await events(page)).at(-1)).toEqual({ type: 'shutdown' });
});
