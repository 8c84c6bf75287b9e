/**
 * Issue 26 item 11 (spec 1): the embedded chat is initialised with the debtor number, the browser
 * and the language. The journeys' build announces it through `portal:chat` events (the `event`
 * provider); this journey is the chat embed, listening for them.
 */
import { translate } from '@portal/translations';
import { expect, logIn, test } from '../fixtures';

type ChatEvent =
  | { type: 'init'; context: { debtorNr: number; browser: string; language: string } }
  | { type: 'shutdown' };

test('the chat starts with the debtor number, browser and language after login and stops at logout (fi)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __chat: unknown[] }).__chat = seen;
    window.addEventListener('portal:chat', (event) => seen.push((event as CustomEvent).detail));
  });
  const events = () =>
    page.evaluate(() => (window as unknown as { __chat: ChatEvent[] }).__chat ?? []);
  const userAgent = await page.evaluate(() => navigator.userAgent);

  // Signed out: no chat (it needs the debtor).
  await page.goto('/lang/fi');
  expect(await events()).toEqual([]);

  await logIn(page, 'fi', '1000001', '11111111');
  await expect
    .poll(events)
    .toEqual([
      { type: 'init', context: { debtorNr: 1, browser: userAgent.slice(0, 200), language: 'fi' } },
    ]);

  // Logging out shuts the chat down.
  const t = (key: string) => translate('fi', key);
  await page.getByRole('button', { name: t('topBar.openMenu') }).click();
  await page.getByRole('button', { name: t('drawer.logout') }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await events()).at(-1)).toEqual({ type: 'shutdown' });
});
