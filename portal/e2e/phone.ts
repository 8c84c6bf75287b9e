import { mkdirSync } from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';
import type { LanguageId } from '@portal/translations';
import { expect, identifyAtSandbox, tr } from './fixtures';

/** The phone the phone journeys are driven on (the narrowest common phone): 390 × 844 CSS pixels. */
export const PHONE = { width: 390, height: 844 };

/** Where the phone journeys leave their screenshots, for a person to look at. */
const shots = (folder: string) =>
  new URL(`../../test-results/${folder}/`, import.meta.url).pathname;

/** A case-number login on a phone, where the login form opens in a full-screen dialog. */
export async function logInOnPhone(
  page: Page,
  language: LanguageId,
  caseNumber: string,
  id: string,
) {
  const t = tr(language);
  await page.goto(`/lang/${language}`);
  await page.getByRole('button', { name: t('cookie.acceptAll') }).click();
  await page.getByRole('button', { name: t('login.openDialog') }).click();
  await page.getByRole('textbox', { name: t('login.caseNumber') }).fill(caseNumber);
  await page.getByLabel(new RegExp(`^${t('login.onlineId')}`)).fill(id);
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/front-page$/);
}

/** A strong login from the phone's login dialog at the sandbox identity provider. */
export async function logInStronglyOnPhone(page: Page, language: LanguageId, identityCode: string) {
  const t = tr(language);
  await page.goto(`/lang/${language}`);
  await page.getByRole('button', { name: t('cookie.acceptAll') }).click();
  await page.getByRole('button', { name: t('login.openDialog') }).click();
  await page.getByRole('tab', { name: t('login.strongTab') }).click();
  await page.getByRole('button', { name: t('login.strongSubmit') }).click();
  await identifyAtSandbox(page, language, identityCode);
  await expect(page).toHaveURL(/\/front-page$/);
}

/** No element of the region reaches past the right edge of the screen (390 px, or 320 px). */
export async function expectNothingWider(region: Locator) {
  const overflow = await region.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().width > 0)
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`),
  );
  expect(overflow, 'elements wider than the screen').toEqual([]);
}

/**
 * A step's key screen on the phone: the page does not scroll sideways, nothing in the region
 * (the open dialog, or the page) reaches past the screen's edge, and the screen is kept as
 * `test-results/<folder>/<name>.png` (and attached to the report) for a person to look at.
 */
export async function phoneScreen(
  page: Page,
  testInfo: TestInfo,
  name: string,
  region?: Locator,
  folder = 'phone-flows',
) {
  // No hover left where the last tap was (a phone has none): the pointer goes to the corner.
  await page.mouse.move(1, 1);
  const dir = shots(folder);
  mkdirSync(dir, { recursive: true });
  const path = `${dir}${name}.png`;
  await page.screenshot({ path, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  await expectNothingWider(region ?? page.locator('main'));
}

/**
 * A button the step goes on with: on the screen once scrolled to, inside its width, and at least
 * the 24 px target of WCAG 2.2 (2.5.8).
 */
export async function expectReachable(button: Locator) {
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport();
  const box = (await button.boundingBox())!;
  expect(box.x, 'left edge on the screen').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge on the screen').toBeLessThanOrEqual(PHONE.width + 0.5);
  expect(box.y + box.height, 'bottom edge on the screen').toBeLessThanOrEqual(PHONE.height + 0.5);
  expect(Math.min(box.width, box.height), 'target size').toBeGreaterThanOrEqual(24);
}
