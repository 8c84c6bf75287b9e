import type { Page } from '@playwright/test';
import type { LanguageId } from '@portal/translations';
import { expect, logIn, test, tr } from './fixtures';

/**
 * Payments the bank confirms (issue 24): the sandbox bank calls the server back by itself
 * (1 s after "pay"), so a payment counts whatever the browser does. These journeys book
 * payments, so they run with the paying journeys, last (playwright.config.ts), each on a case
 * no other journey pays. The server settles a confirmed payment 6 s after the bank's word
 * (PAYMENT_SETTLE_DELAY_MS); the portal polls every 15 s, fast-forwarded with Playwright's clock.
 */
test.describe.configure({ timeout: 90_000 });

const BACK_FROM_BANK = { timeout: 20_000 };
const SESSION_KEY = 'portal.session';

/** A custom payment of `amount` (in the portal's format) up to the bank's page. */
async function customPaymentToTheBank(page: Page, language: LanguageId, amount: string) {
  const t = tr(language);
  await page.getByRole('button', { name: t('paying.custom.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('customPayment.title') });
  await dialog.getByRole('textbox', { name: t('customPayment.amount') }).fill(amount);
  await dialog.getByRole('button', { name: t('common.continue') }).click();
  await dialog.getByRole('radio', { name: t('bank.nordea') }).click();
  await dialog.getByRole('button', { name: t('common.continue') }).click();
  await expect(page).toHaveURL(/\/sandbox\/bank\//);
}

/** "Pay" at the bank while the way back to the portal is blocked: the browser never returns. */
async function payAndNeverReturn(page: Page) {
  let returned = false;
  await page.route('**/payment/verify**', (route) => {
    returned = true;
    return route.abort();
  });
  await page.locator('button[name="action"][value="pay"]').click();
  await expect.poll(() => returned).toBe(true);
  await page.unroute('**/payment/verify**');
  // Gone with the browser: the session on this device.
  await page.evaluate((key) => localStorage.removeItem(key), SESSION_KEY);
}

/** The bank's word is settled (6 s on the server) and the next poll (15 s) finds it. */
async function nextPoll(page: Page) {
  await page.waitForTimeout(6_500);
  await page.clock.fastForward(15_000);
}

test('paid at the bank, never back: logging in again shows the payment pending, then received', async ({
  page,
  checkAccessibility,
}) => {
  const t = tr('fi');
  await page.clock.install();
  await logIn(page, 'fi', '3000002', '33333334');
  await customPaymentToTheBank(page, 'fi', '20,00');
  await payAndNeverReturn(page);
  // The bank's callback arrives a second after "pay".
  await page.waitForTimeout(1_500);

  await logIn(page, 'fi', '3000002', '33333334');
  await expect(page.getByText(t('paying.notice.title'))).toBeVisible();
  await expect(page.getByText(t('paying.notice.debtPending'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('paying.custom.open') })).toHaveCount(0);
  await checkAccessibility();

  await nextPoll(page);
  await expect(page.getByText(t('payment.confirmed')).first()).toBeVisible();
  await expect(page.getByText(t('paying.notice.title'))).toBeHidden();
  await expect(page.getByRole('button', { name: t('paying.custom.open') })).toBeVisible();
});

test('the session ends at the bank: the return books the payment, asks to log in, and the login shows it', async ({
  page,
  checkAccessibility,
}) => {
  const t = tr('se');
  await logIn(page, 'se', '6000001', '66666666');
  await customPaymentToTheBank(page, 'se', '15,00');
  // At the bank the session runs out (the bank's page is on the portal's origin here).
  await page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { expiresAt?: number };
    localStorage.setItem(key, JSON.stringify({ ...stored, expiresAt: Date.now() - 1_000 }));
  }, SESSION_KEY);
  await page.locator('button[name="action"][value="pay"]').click();

  await expect(page).toHaveURL(/\/payment\/verify\?/);
  const heading = page.getByRole('heading', { level: 1, name: t('paying.verify.receivedTitle') });
  await expect(heading).toBeVisible(BACK_FROM_BANK);
  await expect(page.getByText(t('paying.verify.receivedText'))).toBeVisible();
  // Nothing about the debt before logging in.
  await expect(page.getByText('6000001')).toHaveCount(0);
  await checkAccessibility();

  await page.getByRole('button', { name: t('paying.verify.logIn') }).click();
  await expect(page).toHaveURL(/\/$/);
  await logIn(page, 'se', '6000001', '66666666');
  await expect(page.getByText(t('paying.notice.debtPending'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('paying.custom.open') })).toHaveCount(0);
});

test('a banditRating 3 plan is in force once its first installment, paid at once, is confirmed by the bank alone', async ({
  page,
  checkAccessibility,
}) => {
  const t = tr('en');
  await page.clock.install();
  await logIn(page, 'en', '1100001', '12121212');
  await page.getByRole('button', { name: t('button.createPaymentPlan') }).click();
  const dialog = page.getByRole('dialog', { name: t('paymentPlan.title') });
  const continueButton = dialog.getByRole('button', { name: t('common.continue') });
  await expect(continueButton).toBeEnabled();
  await continueButton.click();
  await dialog.getByRole('button', { name: t('paymentPlan.review.confirm') }).click();
  await expect(dialog.getByText(t('paymentPlan.firstPayment.title'))).toBeVisible();
  await checkAccessibility();
  await dialog.getByRole('button', { name: t('paymentPlan.firstPayment.pay') }).click();
  const bankForm = page.getByRole('dialog', { name: t('paying.form.title') });
  await bankForm.getByRole('radio', { name: t('bank.osuuspankki') }).click();
  await bankForm.getByRole('button', { name: t('common.continue') }).click();
  await expect(page).toHaveURL(/\/sandbox\/bank\//);
  await payAndNeverReturn(page);
  await page.waitForTimeout(1_500);

  await logIn(page, 'en', '1100001', '12121212');
  await page.getByRole('tab', { name: t('debt.tabs.plan') }).click();
  await expect(page.getByText(t('paymentPlan.firstPayment.notice'))).toBeVisible();
  await expect(page.getByText(t('paying.notice.title'))).toBeVisible();

  await nextPoll(page);
  await expect(page.getByText(t('payment.confirmed')).first()).toBeVisible();
  await expect(page.getByText(t('paymentPlan.firstPayment.notice'))).toBeHidden();
  await checkAccessibility();
});
