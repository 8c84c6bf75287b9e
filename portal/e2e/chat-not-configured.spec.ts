/**
 * A build without a chat (the product as it ships: no `VITE_CHAT_PROVIDER`) promises none: the
 * footer and the help page give the phone hours only, and nothing of a chat is loaded or told
 * anything, even with every cookie allowed. The build with a chat: journey-build/chat.spec.ts.
 */
import { expect, logIn, test, tr } from './fixtures';

test('no chat hours and no chat anywhere in a build without a chat (se)', async ({ page }) => {
  const t = tr('se');
  const chatEvents: unknown[] = [];
  await page.exposeFunction('__chatEvent', (detail: unknown) => chatEvents.push(detail));
  await page.addInitScript(() =>
    window.addEventListener('portal:chat', (event) =>
      (window as unknown as { __chatEvent: (d: unknown) => void }).__chatEvent(
        (event as CustomEvent).detail,
      ),
    ),
  );
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto('/lang/se');
  await page.getByRole('button', { name: t('cookie.acceptAll') }).click();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(t('footer.hoursMonThu'));
  await expect(footer).toContainText(t('footer.hoursFri'));
  await expect(footer).not.toContainText(t('footer.chatHours'));

  await logIn(page, 'se', '1000001', '11111111');
  await page.goto('/help#CustomerSupport');
  const hours = page.getByRole('region', { name: t('footer.serviceHours') });
  await expect(hours).toContainText(t('footer.hoursMonThu'));
  await expect(hours).not.toContainText(t('footer.chatHours'));
  await expect(hours).not.toContainText(t('help.support.chatConsent'));
  await expect(page.getByRole('contentinfo')).not.toContainText(t('footer.chatHours'));
  // Whatever the page would load after it has started has had its time.
  await expect(page.locator('html')).toHaveAttribute('data-portal-start', /.+/);
  await page.waitForTimeout(1500);

  expect(chatEvents).toEqual([]);
  expect(requested.filter((url) => /chat/i.test(url))).toEqual([]);
});
