import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test, tr } from './fixtures';
import { logInOnPhone, phoneScreen } from './phone';

/**
 * 320 CSS pixels wide: a 1280 px screen at 400 % zoom (WCAG 1.4.10, reflow). Every signed-in page
 * and every dialog a debtor opens from them must fit: the page does not scroll sideways and
 * nothing reaches past the screen's edge (the phone journeys' check, phone.ts), each screen kept
 * as `test-results/narrow/<name>.png` for a person to look at. Read-only: every dialog is only
 * opened and closed again.
 */
const NARROW = { width: 320, height: 640 };

test.use({ viewport: NARROW, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

const t = tr('fi');

/** The screen fits 320 px: the region (the open dialog, or the page's main) and the page. */
const fits = (page: Page, testInfo: TestInfo, name: string, region?: Locator) =>
  phoneScreen(page, testInfo, name, region, 'narrow');

/** Opens a dialog from the debt's action menu, checks it fits and closes it. */
async function actionDialog(
  page: Page,
  testInfo: TestInfo,
  item: string,
  title: string,
  name: string,
) {
  await page
    .getByRole('button', { name: t('debtActions.label') })
    .first()
    .click();
  await page.getByRole('menuitem', { name: t(item) }).click();
  const dialog = page.getByRole('dialog', { name: t(title) });
  await expect(dialog).toBeVisible();
  await fits(page, testInfo, name, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

test('at 320 px the login and the signed-in pages fit the screen (fi)', async ({
  page,
}, testInfo) => {
  await page.goto('/lang/fi');
  await fits(page, testInfo, 'login-with-cookie-banner');
  await logInOnPhone(page, 'fi', '1000001', '11111111');
  await fits(page, testInfo, 'front-page');

  await page.getByRole('button', { name: t('topBar.openMenu') }).click();
  const menu = page.getByRole('dialog', { name: t('topBar.menu') });
  await expect(menu).toBeVisible();
  await fits(page, testInfo, 'menu', menu);
  await page.keyboard.press('Escape');

  await page.goto('/debt/1000001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await fits(page, testInfo, 'debt-page');
  for (const tab of ['debt.tabs.info'] as const) {
    await page.getByRole('tab', { name: t(tab) }).click();
    await fits(page, testInfo, `debt-page-${tab.split('.').at(-1)}`);
  }

  for (const [path, name] of [
    ['/payments', 'payments'],
    ['/profile', 'profile'],
    ['/help', 'help'],
    ['/accessibility', 'accessibility-statement'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await fits(page, testInfo, name);
  }
});

test('at 320 px every dialog of a debt fits the screen (fi)', async ({ page }, testInfo) => {
  await logInOnPhone(page, 'fi', '1000001', '11111111');

  // Paying: the bank form.
  await page.locator('[data-pay-block]').getByRole('button').first().click();
  const bank = page.getByRole('dialog', { name: t('paying.form.title') });
  await expect(bank.getByRole('radio').first()).toBeVisible();
  await fits(page, testInfo, 'pay-bank-form', bank);
  await page.keyboard.press('Escape');

  // The payment plan's first step, with its chart.
  await page.getByRole('button', { name: t('button.createPaymentPlan') }).click();
  const plan = page.getByRole('dialog', { name: t('paymentPlan.title') });
  await expect(plan).toBeVisible();
  await fits(page, testInfo, 'payment-plan', plan);
  await page.keyboard.press('Escape');

  await actionDialog(page, testInfo, 'debtActions.transferDueDate', 'dueDate.title', 'due-date');
  await actionDialog(
    page,
    testInfo,
    'debtActions.invoiceCopy',
    'invoiceCopy.title',
    'invoice-copy',
  );
  await actionDialog(page, testInfo, 'debtActions.reclamation', 'reclamation.title', 'reclamation');

  // Contact, from the top bar's button.
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('topBar.contact') })
    .click();
  const contact = page.getByRole('dialog', { name: t('contact.title') });
  await expect(contact).toBeVisible();
  await fits(page, testInfo, 'contact', contact);
});
