/**
 * spec 2: the scroll-to-top button appears on a wide screen after scrolling
 * beyond 400 px, takes the page to the top and leaves focus at the start of the content (not on
 * the button, which then hides); the footer states the service hours.
 */
import { translate } from '@portal/translations';
import { expect, logInStrongly, test } from './fixtures';

test('scroll-to-top after scrolling returns to the top with focus on the content; footer hours (en)', async ({
  page,
  checkAccessibility,
}) => {
  const t = (key: string) => translate('en', key);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInStrongly(page, 'en');
  await page.getByRole('button', { name: t('cookie.acceptAll') }).click();

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(t('footer.serviceHours'));
  // No chat hours: the product as it ships has no chat (chat-not-configured.spec.ts).
  for (const key of ['footer.hoursMonThu', 'footer.hoursFri'])
    await expect(footer).toContainText(t(key));

  const toTop = page.getByRole('button', { name: t('scrollToTop.label') });
  await expect(toTop).toBeHidden();
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await expect(toTop).toBeVisible();
  await checkAccessibility();

  await toTop.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toBeHidden();
  await expect(page.locator('#content')).toBeFocused();
});
