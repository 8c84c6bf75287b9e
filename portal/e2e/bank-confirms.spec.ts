import type { Locator, Page } from '@playwright/test';
import type { LanguageId } from '@portal/translations';
import {
  endSessionOnServer,
  expect,
  logIn,
  METHOD_NAMES,
  SESSION_COOKIE,
  sessionCookie,
  test,
  tr,
} from './fixtures';

/**
 * Payments the bank confirms: the sandbox bank calls the server back by itself
 * (1 s after "pay"), so a payment counts whatever the browser does. These journeys book
 * payments, so they run with the paying journeys, last (playwright.config.ts), each on a case
 * no other journey pays. The server settles a confirmed payment 20 s after the bank's word
 * (PAYMENT_SETTLE_DELAY_MS); the portal polls every 15 s, fast-forwarded with Playwright's clock.
 */
test.describe.configure({ timeout: 90_000 });

const BACK_FROM_BANK = { timeout: 20_000 };

/** A custom payment of `amount` (in the portal's format) up to the bank's page. */
async function customPaymentToTheBank(page: Page, language: LanguageId, amount: string) {
  const t = tr(language);
  await page.getByRole('button', { name: t('paying.custom.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('customPayment.title') });
  await dialog.getByRole('textbox', { name: t('customPayment.amount') }).fill(amount);
  await dialog.getByRole('button', { name: t('common.continue') }).click();
  await dialog.getByRole('radio', { name: METHOD_NAMES.nordea }).click();
  await dialog.getByRole('button', { name: t('common.continue') }).click();
  await expect(page).toHaveURL(/\/sandbox\/bank\//, BACK_FROM_BANK);
}

/**
 * "Pay" at the bank, and the browser never comes back: the bank hears the decision, but its
 * redirect to the portal's return address is never followed. Then the device is gone (its
 * session with it), and the journey waits until the bank's callback has reached the server.
 */
async function payAndNeverReturn(page: Page) {
  let redirected = false;
  await page.route('**/sandbox/bank/*/decide', async (route) => {
    const answer = await route.fetch({ maxRedirects: 0 });
    redirected = answer.status() === 303;
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>offline</title>' });
  });
  await page.locator('button[name="action"][value="pay"]').click();
  await expect.poll(() => redirected).toBe(true);
  await page.unroute('**/sandbox/bank/*/decide');
  // The device is gone: its session with it (the cookie is kept for the check below only).
  const cookie = (await sessionCookie(page))!;
  await page.context().clearCookies({ name: SESSION_COOKIE });
  // The callback comes about a second after "pay"; nothing else tells the server.
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/payments/pending', {
        headers: { cookie: `${SESSION_COOKIE}=${cookie.value}` },
      });
      return ((await res.json()) as { responseObject?: { pending?: boolean } }).responseObject
        ?.pending;
    })
    .toBe(true);
}

/**
 * The server settles the payment (20 s after the bank's word) and a poll (every 15 s, fast-
 * forwarded) finds it: polls until `until` shows.
 */
async function nextPoll(page: Page, until: Locator, state: 'visible' | 'hidden' = 'visible') {
  await expect(async () => {
    await page.clock.fastForward(15_000);
    if (state === 'visible') await expect(until).toBeVisible({ timeout: 5_000 });
    else await expect(until).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000] });
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

  await logIn(page, 'fi', '3000002', '33333334');
  // A single debt's pay block says it, with the 20 € the bank took; no second notice above it.
  const note = page.locator('[data-pay-block] [data-pending-note]');
  await expect(note).toContainText(/20,00\s€/);
  await expect(page.getByText(t('paying.notice.title'))).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('paying.custom.open') })).toHaveCount(0);
  await checkAccessibility();

  // Received: the pay buttons are back (the confirmation's message shows for a moment).
  await nextPoll(page, page.getByRole('button', { name: t('paying.custom.open') }));
  await expect(note).toBeHidden();
});

test('the session ends at the bank: the return books the payment, asks to log in, and the login shows it', async ({
  page,
  checkAccessibility,
  baseURL,
}) => {
  const t = tr('se');
  await page.clock.install();
  await logIn(page, 'se', '6000001', '66666666');
  await customPaymentToTheBank(page, 'se', '15,00');
  // At the bank the session runs out.
  await endSessionOnServer(page, baseURL!);
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
  // Pending or already booked, depending on how long the login took; booked in the end.
  const paid = page.getByText('15,00 €').first();
  await expect(page.locator('[data-pending-note]').or(paid).first()).toBeVisible();
  await nextPoll(page, paid);
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
  await expect(continueButton).toBeEnabled({ timeout: 15_000 });
  await continueButton.click();
  // The review's button says the first installment is paid at once.
  const [confirmAndPay] = t('paymentPlan.review.confirmAndPay', { amount: '|' }).split('|');
  await dialog.getByRole('button', { name: confirmAndPay! }).click();
  await expect(dialog.getByText(t('paymentPlan.firstPayment.title'))).toBeVisible();
  await checkAccessibility();
  await dialog.getByRole('button', { name: t('paymentPlan.firstPayment.pay') }).click();
  const bankForm = page.getByRole('dialog', { name: t('paying.form.title') });
  await bankForm.getByRole('radio', { name: METHOD_NAMES.osuuspankki, exact: true }).click();
  await bankForm.getByRole('button', { name: t('common.continue') }).click();
  await expect(page).toHaveURL(/\/sandbox\/bank\//, BACK_FROM_BANK);
  await payAndNeverReturn(page);

  await logIn(page, 'en', '1100001', '12121212');
  await page.getByRole('tab', { name: t('debt.tabs.plan') }).click();
  await expect(page.getByText(t('paymentPlan.firstPayment.notice'))).toBeVisible();
  // The pay block's note names the first instalment on its way.
  const note = page.locator('[data-pending-note]');
  await expect(note).toBeVisible();
  await expect(note).toContainText(/€\d+\.\d\d/);

  // Booked by the callback alone: the plan is in force, nothing pends.
  await nextPoll(page, page.getByText(t('paymentPlan.firstPayment.notice')), 'hidden');
  await expect(note).toBeHidden();
  await checkAccessibility();
});
