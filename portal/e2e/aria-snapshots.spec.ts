/**
 * The accessibility tree of every signed-in page and of the dialogs, in Finnish,
 * pinned by Playwright ARIA snapshots (`aria-snapshots.spec.ts-snapshots/*.aria.yml`). A lost
 * label, heading, role or state fails here. Numbers of two or more digits (amounts, dates) are
 * patterns in the snapshots, so the seed's dates moving with today's date do not fail them.
 * Read-only: dialogs are opened and closed, nothing is sent. Update after an intended change with
 * `node scripts/test-e2e.mjs -- portal/e2e/aria-snapshots.spec.ts --no-deps --update-snapshots`
 * and read the diff.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, logIn, logInStrongly, test, tr } from './fixtures';

const t = tr('fi');

test.describe.configure({ timeout: 120_000 });

const main = (page: Page) => page.getByRole('main');

/** Opens a dialog with `open`, pins it, closes it with Escape. */
async function pinDialog(
  page: Page,
  pin: (region: Locator, name: string) => Promise<void>,
  open: () => Promise<void>,
  title: string | RegExp,
  name: string,
) {
  await open();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await pin(dialog, name);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('persona 1: front page, debt, payments, profile and help pages, and the debt dialogs', async ({
  page,
  pinAriaSnapshot,
}) => {
  await logIn(page, 'fi', '1000001', '11111111');
  await expect(page.getByRole('button', { name: t('debtActions.label') })).toBeVisible();
  await pinAriaSnapshot(main(page), 'front-page-one-debt');

  await page.goto('/debt/1000001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: t('debtActions.label') })).toBeVisible();
  await pinAriaSnapshot(main(page), 'debt-view');

  const action = (key: string) => async () => {
    await page.getByRole('button', { name: t('debtActions.label') }).click();
    await page.getByRole('menuitem', { name: t(key) }).click();
  };
  await pinDialog(
    page,
    pinAriaSnapshot,
    action('debtActions.transferDueDate'),
    t('dueDate.title'),
    'due-date-dialog',
  );
  await pinDialog(
    page,
    pinAriaSnapshot,
    action('debtActions.invoiceCopy'),
    t('invoiceCopy.title'),
    'invoice-copy-dialog',
  );
  await pinDialog(
    page,
    pinAriaSnapshot,
    action('debtActions.reclamation'),
    t('reclamation.title'),
    'reclamation-dialog',
  );
  await pinDialog(
    page,
    pinAriaSnapshot,
    () => page.getByRole('button', { name: t('paying.custom.open') }).click(),
    t('customPayment.title'),
    'custom-payment-dialog',
  );
  await pinDialog(
    page,
    pinAriaSnapshot,
    () =>
      page
        .getByRole('button', { name: t('button.createPaymentPlan') })
        .first()
        .click(),
    t('paymentPlan.title'),
    'payment-plan-dialog',
  );
  await pinDialog(
    page,
    pinAriaSnapshot,
    () => page.getByRole('button', { name: t('topBar.contact') }).click(),
    t('contact.title'),
    'contact-dialog',
  );
  await pinDialog(
    page,
    pinAriaSnapshot,
    () => page.getByRole('button', { name: t('topBar.openMenu') }).click(),
    t('topBar.menu'),
    'navigation-drawer',
  );

  for (const [path, name] of [
    ['/payments', 'payments-page'],
    ['/profile', 'profile-page'],
    ['/help', 'help-page-signed-in'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await pinAriaSnapshot(main(page), name);
  }
});

test('persona 7: the multi-debt front page and the payment-plan view', async ({
  page,
  pinAriaSnapshot,
}) => {
  await logInStrongly(page, 'fi', '131052-9672');
  await expect(
    page.getByRole('link', { name: new RegExp(t('planCard.jointTitle')) }),
  ).toBeVisible();
  await pinAriaSnapshot(main(page), 'front-page-many-debts');
  await page.goto('/payment-plan/7000001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: t('debtActions.label') })).toBeVisible();
  await pinAriaSnapshot(main(page), 'payment-plan-view');
});

test('personas 4, 5 and 6: the court decision, settlement and refund dialogs', async ({
  page,
  pinAriaSnapshot,
}) => {
  // Persona 4: the mandatory court-decision dialog opens after login.
  await logIn(page, 'fi', '4000001', '44444444');
  const verdict = page.getByRole('dialog', { name: t('verdict.mandatoryTitle') });
  await expect(verdict).toBeVisible();
  await pinAriaSnapshot(verdict, 'court-decision-dialog');

  // Persona 5: the settlement offer opens the settlement dialog at its first step.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logIn(page, 'fi', '5000001', '55555555');
  await page.getByRole('button', { name: t('banner.reconciliation.action') }).click();
  const settlement = page.getByRole('dialog', { name: new RegExp(t('settlement.title')) });
  await expect(settlement).toBeVisible();
  await pinAriaSnapshot(settlement, 'settlement-dialog');
  await page.keyboard.press('Escape');

  // Persona 6: the overpayment notice opens the refund account dialog.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logIn(page, 'fi', '6000001', '66666666');
  await page.getByRole('button', { name: t('banner.overpayment.action') }).click();
  // Signed in with a case number, the dialog first asks her to identify with online banking.
  const refund = page.getByRole('dialog', { name: t('refund.identify.title') });
  await expect(refund).toBeVisible();
  await pinAriaSnapshot(refund, 'refund-dialog');
});

test('persona 1: the cannot-pay page with a calculation and a plan of that size', async ({
  page,
  pinAriaSnapshot,
}) => {
  await logIn(page, 'fi', '1000001', '11111111');
  await page.goto('/cant-pay?debt=1000001');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('cantPay.title'));
  await page.getByLabel(t('cantPay.calculator.income')).fill('1800');
  await page.getByLabel(t('cantPay.calculator.dependants')).fill('2');
  await page.getByRole('button', { name: t('cantPay.calculator.submit') }).click();
  await expect(page.getByRole('region', { name: t('cantPay.plan.title') })).toContainText(
    t('cantPay.plan.make'),
  );
  await expect(page.getByText(t('cantPay.plan.loading'))).toHaveCount(0);
  await pinAriaSnapshot(main(page), 'cant-pay-page');
});
