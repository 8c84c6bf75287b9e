import type { LanguageId } from '@portal/translations';
import type { Locator, Page } from '@playwright/test';
import { expect, logIn, logInStrongly, METHOD_NAMES, test, tr } from './fixtures';

/**
 * Paying through the sandbox bank and back. These journeys change the demo data
 * (payments are booked), so they run after every other journey (playwright.config.ts, project
 * `mutating`), each on a persona no other mutating journey uses. The server confirms a payment
 * 20 s after the return (PAYMENT_SETTLE_DELAY_MS in the config); the portal polls every 15 s,
 * which the journeys fast-forward with Playwright's clock.
 */
test.describe.configure({ timeout: 90_000 });

/**
 * Back from the bank the whole portal loads again, restores the session and confirms the return
 * before the dialog shows: on a loaded 2-core CI machine that has taken over 5 s.
 */
const BACK_FROM_BANK = { timeout: 20_000 };

/** At the sandbox bank: pay or cancel, and back at the portal's return address. */
async function atTheBank(page: Page, action: 'pay' | 'cancel') {
  await expect(page).toHaveURL(/\/sandbox\/bank\//);
  await page.locator(`button[name="action"][value="${action}"]`).click();
  await expect(page).not.toHaveURL(/\/sandbox\/bank\//);
}

/** Chooses a bank in the open bank form and continues. */
async function chooseBank(page: Page, language: LanguageId, bank: keyof typeof METHOD_NAMES) {
  const t = tr(language);
  const dialog = page.getByRole('dialog', { name: t('paying.form.title') });
  await expect(dialog).toBeVisible();
  const next = dialog.getByRole('button', { name: t('common.continue') });
  await expect(next).toBeDisabled();
  await dialog.getByRole('radio', { name: METHOD_NAMES[bank], exact: true }).click();
  await expect(next).toBeEnabled();
  await next.click();
}

/**
 * The server settles the payment (20 s after the bank's word) and a poll (every 15 s, fast-
 * forwarded) finds it: polls until `until` shows.
 */
async function nextPoll(page: Page, until: Locator) {
  await expect(async () => {
    await page.clock.fastForward(15_000);
    await expect(until).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000] });
}

test('persona 1 pays the next installment of her plan through the bank: pending, then complete', async ({
  page,
  checkAccessibility,
}) => {
  // Persona 1 made a payment plan in the `mutating` project (payment-plan.spec.ts).
  const t = tr('fi');
  await page.clock.install();
  await logIn(page, 'fi', '1000001', '11111111');
  await expect(page.getByRole('tab', { name: t('debt.tabs.plan') })).toBeVisible();
  const left = page.locator('dt', { hasText: t('planCard.installmentsLeft') }).locator('+ dd');
  const before = await left.textContent();
  await page.getByRole('button', { name: t('button.payNextInstallment') }).click();
  const dialog = page.getByRole('dialog', { name: t('paying.form.title') });
  await expect(dialog.getByText('Etelä-Suomen Energia Oy')).toBeVisible();
  await checkAccessibility();
  await chooseBank(page, 'fi', 'nordea');
  await atTheBank(page, 'pay');

  const pending = page.getByRole('dialog', { name: t('paying.pending.title') });
  await expect(pending).toBeVisible(BACK_FROM_BANK);
  await expect(page).toHaveURL(/\/front-page$/);
  await expect(pending.getByText(t('paying.pending.text'))).toBeVisible();
  // Back from the bank, on a phone, the amount paid and what will be left come first.
  await page.setViewportSize({ width: 390, height: 844 });
  const figure = (dialog: Locator, key: string) =>
    dialog.locator('dt', { hasText: new RegExp(`^${t(key)}$`) }).locator('+ dd');
  const euros = /^\d[\d\s]*,\d{2}\s€$/;
  await expect(figure(pending, 'paying.outcome.paid')).toHaveText(euros);
  await expect(figure(pending, 'paying.outcome.paid')).toBeInViewport();
  await expect(figure(pending, 'paying.outcome.leftPending')).toHaveText(euros);
  const leftAfter = await figure(pending, 'paying.outcome.leftPending').textContent();
  await checkAccessibility();
  // Pay buttons hide while the payment pends.
  await expect(page.getByRole('button', { name: t('button.payNextInstallment') })).toHaveCount(0);

  const complete = page.getByRole('dialog', { name: t('paying.complete.title') });
  await nextPoll(page, complete);
  await expect(pending).toBeHidden();
  // The same figures once confirmed: paid, and what is now left.
  await expect(figure(complete, 'paying.outcome.paid')).toHaveText(euros);
  await expect(figure(complete, 'paying.outcome.left')).toHaveText(leftAfter ?? '');
  // Payment feedback (type 2): the smiley is saved at once.
  await complete.getByRole('radio', { name: t('feedback.good') }).click();
  await expect(complete.getByRole('textbox', { name: t('feedbackDialog.comment') })).toBeVisible();
  await checkAccessibility();
  await complete
    .getByRole('button', { name: t('common.close') })
    .first()
    .click();
  await expect(complete).toBeHidden();
  // The quiet reload: one installment fewer is left.
  await expect(left).not.toHaveText(before ?? '');
});

test('persona 2, identified with the bank, pays two debts from /pay-all', async ({
  page,
  checkAccessibility,
}) => {
  const t = tr('se');
  await page.clock.install();
  await logInStrongly(page, 'se');

  await page.getByRole('button', { name: t('summary.payAll') }).click();
  await expect(page).toHaveURL(/\/pay-all$/);
  await expect(page.getByRole('heading', { level: 1, name: t('payAll.title') })).toBeVisible();
  const boxes = page.getByRole('checkbox');
  const count = await boxes.count();
  expect(count).toBeGreaterThanOrEqual(3);
  for (let i = 0; i < count; i++) await expect(boxes.nth(i)).toBeChecked();
  // The total and the button that names it come before the list, as on every payment page.
  const next = page.locator('#pay-all-continue');
  await expect(next).toHaveText(/\d,\d\d\s€$/);
  const nextTop = (await next.boundingBox())?.y ?? Infinity;
  const firstBoxTop = (await boxes.first().boundingBox())?.y ?? -Infinity;
  expect(nextTop).toBeLessThan(firstBoxTop);
  await checkAccessibility();
  // Keep the first two (the most urgent), clear the rest.
  for (let i = 2; i < count; i++) await boxes.nth(i).click();
  await expect(page.getByText(t('payAll.chosen'))).toBeVisible();
  await page.getByRole('button', { name: t('common.continue') }).click();
  const dialog = page.getByRole('dialog', { name: t('paying.form.title') });
  await expect(dialog.getByText(t('paying.form.total'))).toBeVisible();
  await chooseBank(page, 'se', 'aktia');
  await atTheBank(page, 'pay');

  // /pay-all as the stored address goes to the front page (spec 4).
  await expect(page).toHaveURL(/\/front-page$/);
  await expect(page.getByRole('dialog', { name: t('paying.pending.title') })).toBeVisible(
    BACK_FROM_BANK,
  );
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('common.close') })
    .first()
    .click();
  await expect(page.getByText(t('paying.notice.title'))).toBeVisible();
  await checkAccessibility();
  await nextPoll(page, page.getByRole('dialog', { name: t('paying.complete.title') }));
});

test('a custom payment outside 5 euros to what is left is refused with the range, and cancelling at the bank says so', async ({
  page,
  checkAccessibility,
}) => {
  const t = tr('en');
  await logIn(page, 'en', '3000001', '33333333');
  await page.getByRole('button', { name: t('paying.custom.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('customPayment.title') });
  const amount = dialog.getByRole('textbox', { name: t('customPayment.amount') });
  await expect(amount).toHaveValue('5.00');
  await amount.fill('4.99');
  await dialog.getByRole('button', { name: t('common.continue') }).click();
  const rangeText = /^Enter an amount between €5\.00 and €3,426\.40\.$/;
  // The error summary takes focus and links to the field; the field says the same.
  const summary = dialog.getByRole('region', { name: t('errorSummary.title') });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: rangeText })).toBeVisible();
  const rangeError = dialog.getByText(rangeText).last();
  await expect(rangeError).toBeVisible();
  await expect(amount).toHaveValue('4.99');
  await checkAccessibility();
  await amount.fill('999999');
  await expect(rangeError).toBeVisible();
  await expect(dialog.getByRole('radiogroup')).toHaveCount(0);

  await amount.fill('12.50');
  await expect(rangeError).toBeHidden();
  await dialog.getByRole('button', { name: t('common.continue') }).click();
  await expect(dialog.getByText('€12.50').first()).toBeVisible();
  await dialog.getByRole('radio', { name: METHOD_NAMES.danske }).click();
  await dialog.getByRole('button', { name: t('common.continue') }).click();
  await atTheBank(page, 'cancel');
  await expect(page).toHaveURL(/\/front-page$/);
  await expect(page.getByText(t('payment.canceled')).first()).toBeVisible(BACK_FROM_BANK);
  await expect(page.getByRole('dialog', { name: t('paying.pending.title') })).toHaveCount(0);
  await checkAccessibility();
});

test("persona 9's pending payment hides the pay buttons and blocks a new payment from /pay-all", async ({
  page,
  checkAccessibility,
}) => {
  const t = tr('fi');
  await logIn(page, 'fi', '9000001', '99999999');
  // One notice, in the pay block, not a second one above it saying the same. It names the 100 €
  // on its way (the seeded payment) and what is left once it is booked (that figure is
  // `pendingEffect`'s, unit-tested in cart.test.ts: by this point in a full run persona 9 may
  // also have made a plan, so the pay block's first amount is not the debt's).
  const block = page.locator('[data-pay-block]');
  const euros = (cents: number) =>
    new Intl.NumberFormat('fi-FI', { style: 'currency', currency: 'EUR' }).format(cents / 100);
  const note = t('paying.notice.debtPendingAmount', { amount: euros(10_000), left: '\u0000' });
  const [before = '', after = ''] = note.split('\u0000');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(block.locator('[data-pending-note]')).toHaveText(
    new RegExp(`^${escape(before)}[\\d\\s\u00a0\u202f]+,\\d\\d\\s€${escape(after)}$`),
  );
  await expect(page.getByText(t('paying.notice.title'))).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('button.payWholeDebt') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('paying.custom.open') })).toHaveCount(0);
  await checkAccessibility();

  await page.goto('/pay-all');
  // The table's rows are also drawn as cards for phones (hidden here).
  await expect(page.getByText(t('payAll.table.pending')).filter({ visible: true })).toBeVisible();
  // spec 2: continue is disabled while a payment is in progress, and the page says why.
  await expect(page.getByText(t('payAll.pendingBlock.title'), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: t('common.continue') })).toBeDisabled();
  await checkAccessibility();
});

test('a whole payment by keyboard only: tab to the pay button, choose the bank with arrows, pay', async ({
  page,
}) => {
  const t = tr('en');
  await page.clock.install();
  await logIn(page, 'en', '8000001', '88888888');
  const label = ['payNow', 'payQuickly', 'payWholeDebt'].map((b) => t(`button.${b}`)).join('|');
  // The pay block's button names the amount after the action.
  const pay = page.getByRole('button', { name: new RegExp(`^(${label}) `) }).first();
  await pay.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t('paying.form.title') });
  await expect(dialog).toBeVisible();
  // Into the bank choice: Tab past MobilePay's group until the banks' first radio has focus,
  // then arrows choose.
  const firstBank = dialog.getByRole('radio', { name: METHOD_NAMES.osuuspankki, exact: true });
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    if (await firstBank.evaluate((el) => el === document.activeElement)) {
      break;
    }
  }
  // Arrows move between the banks; Space chooses the one with focus.
  await page.keyboard.press('ArrowRight');
  const nordea = dialog.getByRole('radio', { name: METHOD_NAMES.nordea });
  await expect(nordea).toBeFocused();
  await page.keyboard.press('Space');
  await expect(nordea).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: t('common.continue') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sandbox\/bank\//);
  await page.locator('button[name="action"][value="pay"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: t('paying.pending.title') })).toBeVisible(
    BACK_FROM_BANK,
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: t('paying.pending.title') })).toBeHidden();
  await nextPoll(page, page.getByRole('dialog', { name: t('paying.complete.title') }));
});
