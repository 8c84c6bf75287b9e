/**
 * The accessibility tree of every signed-in page and of every dialog the portal opens, in
 * Finnish, pinned by Playwright ARIA snapshots (`aria-snapshots/*.aria.yml`, one folder for all:
 * `playwright.config.ts`). A lost label, heading, role or state fails here. Numbers of two or more
 * digits (amounts, dates) are patterns in the snapshots, so the seed's dates moving with today's
 * date do not fail them. Read-only: dialogs are opened, stepped through and closed; the last step
 * of a reclamation, an invoice copy and the court decision is reached with the server's yes
 * answered here (`answeredYes`). The steps that need the demo data to change (a plan made, a
 * settlement signed and paid, a payment pending and received) are pinned in the Finnish mutating
 * journeys that reach them (`payment-plan.spec.ts`, `settlement.spec.ts`). Update after an
 * intended change with
 * `node scripts/test-e2e.mjs -- portal/e2e/aria-snapshots.spec.ts --no-deps --update-snapshots`
 * (and the same for those files) and read the diff.
 */
import type { Locator, Page } from '@playwright/test';
import dayjs from 'dayjs';
import { expect, logIn, logInStrongly, test, tr } from './fixtures';

const t = tr('fi');

test.describe.configure({ timeout: 120_000 });

const main = (page: Page) => page.getByRole('main');

/** A signed-in page's data arrives after the page: on a busy 2-core machine, seconds later. */
const LOADED = { timeout: 20_000 };

/**
 * The server's yes to the next `url` posted, answered here in the contract's envelope: the
 * dialog's last step is pinned without changing the demo data other journeys read (the journeys
 * that send these for real are `reclamation`, `invoice-copy` and `court-decision`).
 */
async function answeredYes(page: Page, url: string, responseObject: unknown) {
  await page.route(url, (route) =>
    route.fulfill({ json: { status: 0, ErrorCode: null, responseObject } }),
  );
}

/**
 * Opens a dialog with `open`, pins it, walks its later steps with `steps` (which pins each one),
 * and closes it with Escape.
 */
async function pinDialog(
  page: Page,
  pin: (region: Locator, name: string) => Promise<void>,
  open: () => Promise<void>,
  title: string | RegExp,
  name: string,
  steps?: (dialog: Locator) => Promise<void>,
) {
  await open();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await pin(dialog, name);
  await steps?.(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('persona 1: front page, debt, payments, profile and help pages', async ({
  page,
  pinAriaSnapshot,
}) => {
  await logIn(page, 'fi', '1000001', '11111111');
  await expect(page.getByRole('button', { name: t('debtActions.label') })).toBeVisible(LOADED);
  await pinAriaSnapshot(main(page), 'front-page-one-debt');

  await page.goto('/debt/1000001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: t('debtActions.label') })).toBeVisible(LOADED);
  await pinAriaSnapshot(main(page), 'debt-view');

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

test('persona 1: the debt dialogs, each step up to the one that would send', async ({
  page,
  pinAriaSnapshot,
}) => {
  await logIn(page, 'fi', '1000001', '11111111');
  await page.goto('/debt/1000001');
  await expect(page.getByRole('button', { name: t('debtActions.label') })).toBeVisible(LOADED);
  const action = (key: string) => async () => {
    await page.getByRole('button', { name: t('debtActions.label') }).click();
    await page.getByRole('menuitem', { name: t(key) }).click();
  };
  const next = (dialog: Locator) => dialog.getByRole('button', { name: t('common.continue') });

  // A due date moved closes the dialog and says so in a message: its steps are the form and the
  // form refused (a date that is not one).
  await pinDialog(
    page,
    pinAriaSnapshot,
    action('debtActions.transferDueDate'),
    t('dueDate.title'),
    'due-date-dialog',
    async (dialog) => {
      await dialog.getByRole('textbox', { name: t('datePicker.label') }).fill('31.02.2020');
      await dialog.getByRole('button', { name: t('dueDate.confirm') }).click();
      await expect(dialog.getByRole('region', { name: t('errorSummary.title') })).toBeFocused();
      await pinAriaSnapshot(dialog, 'due-date-dialog-errors');
    },
  );
  await pinDialog(
    page,
    pinAriaSnapshot,
    action('debtActions.invoiceCopy'),
    t('invoiceCopy.title'),
    'invoice-copy-dialog',
    async (dialog) => {
      await next(dialog).click();
      await expect(dialog.getByRole('form')).toBeVisible();
      await pinAriaSnapshot(dialog, 'invoice-copy-dialog-form');
      const repeat = dialog.getByRole('textbox', { name: t('invoiceCopy.repeat') });
      await repeat.fill('aino.virtanen@example.com');
      await dialog.getByRole('button', { name: t('invoiceCopy.send') }).click();
      await expect(dialog.getByRole('region', { name: t('errorSummary.title') })).toBeFocused();
      await pinAriaSnapshot(dialog, 'invoice-copy-dialog-errors');
      await repeat.fill('aino.virtanen@example.fi');
      await dialog.getByRole('radio').first().check();
      await answeredYes(page, '**/api/orders/invoiceCopyRequest', {
        key: 1,
        value: dayjs().add(14, 'day').format('YYYY-MM-DD'),
      });
      await dialog.getByRole('button', { name: t('invoiceCopy.send') }).click();
      await expect(dialog.getByText(t('invoiceCopy.doneTitle'))).toBeVisible();
      await pinAriaSnapshot(dialog, 'invoice-copy-dialog-done');
    },
  );
  await pinDialog(
    page,
    pinAriaSnapshot,
    action('debtActions.reclamation'),
    t('reclamation.title'),
    'reclamation-dialog',
    async (dialog) => {
      await next(dialog).click();
      const bills = dialog.getByRole('form', { name: t('reclamation.steps.bills') });
      await expect(bills).toBeVisible();
      await pinAriaSnapshot(dialog, 'reclamation-dialog-bills');
      await bills.getByRole('checkbox').first().check();
      await next(dialog).click();
      await expect(
        dialog.getByRole('form', { name: t('reclamation.steps.details') }),
      ).toBeVisible();
      await pinAriaSnapshot(dialog, 'reclamation-dialog-details');
      await dialog.getByRole('button', { name: t('reclamation.send') }).click();
      await expect(dialog.getByRole('region', { name: t('errorSummary.title') })).toBeFocused();
      await pinAriaSnapshot(dialog, 'reclamation-dialog-details-errors');
      await dialog.getByRole('checkbox', { name: t('reclamation.basis.collectionCosts') }).click();
      await dialog
        .getByRole('textbox', { name: t('reclamation.text') })
        .fill('Perintäkulut ovat suuremmat kuin laki sallii.');
      await answeredYes(page, '**/api/orders/reclamationRequest', true);
      await dialog.getByRole('button', { name: t('reclamation.send') }).click();
      await expect(dialog.getByText(t('reclamation.done.title'))).toBeVisible();
      await pinAriaSnapshot(dialog, 'reclamation-dialog-done');
    },
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
    async (dialog) => {
      await expect(next(dialog)).toBeEnabled();
      await next(dialog).click();
      await expect(
        dialog.getByRole('button', { name: t('paymentPlan.review.confirm') }),
      ).toBeVisible();
      await pinAriaSnapshot(dialog, 'payment-plan-dialog-review');
    },
  );
  await pinDialog(
    page,
    pinAriaSnapshot,
    () => page.getByRole('button', { name: new RegExp(`^${t('button.payWholeDebt')}`) }).click(),
    t('paying.form.title'),
    'bank-selection-dialog',
    async (dialog) => {
      await dialog.getByRole('radio', { name: 'Nordea', exact: true }).click();
      await expect(next(dialog)).toBeEnabled();
      await pinAriaSnapshot(dialog, 'bank-selection-dialog-bank-chosen');
    },
  );
});

test("persona 1: the top bar's dialogs, the menu and what it opens; a contact request sent", async ({
  page,
  pinAriaSnapshot,
}) => {
  await logIn(page, 'fi', '1000001', '11111111');
  await expect(page.getByRole('button', { name: t('debtActions.label') })).toBeVisible(LOADED);
  const menu = () => page.getByRole('button', { name: t('topBar.openMenu') }).click();
  const fromMenu = (key: string) => async () => {
    await menu();
    await page.getByRole('button', { name: t(key) }).click();
  };
  await pinDialog(page, pinAriaSnapshot, menu, t('topBar.menu'), 'navigation-drawer');
  await pinDialog(
    page,
    pinAriaSnapshot,
    fromMenu('drawer.feedback'),
    t('feedbackDialog.title'),
    'feedback-dialog',
  );
  await pinDialog(
    page,
    pinAriaSnapshot,
    fromMenu('drawer.cookies'),
    t('consent.title'),
    'consent-settings-dialog-signed-in',
  );
  // A contact request changes nothing another journey sees (contact.spec.ts is read-only too).
  await pinDialog(
    page,
    pinAriaSnapshot,
    () => page.getByRole('button', { name: t('topBar.contact') }).click(),
    t('contact.title'),
    'contact-dialog',
    async (dialog) => {
      await dialog.getByRole('textbox', { name: t('contact.subject') }).fill('Eräpäivä');
      await dialog
        .getByRole('textbox', { name: t('contact.message') })
        .fill('Voinko maksaa tämän velan vasta ensi kuun lopussa?');
      await dialog.getByRole('radio', { name: t('contact.method.email') }).click();
      await dialog.getByRole('textbox', { name: t('contact.email') }).fill('aino@example.fi');
      await dialog.getByRole('button', { name: t('common.send') }).click();
      await expect(dialog.getByText(t('contact.done.title'))).toBeVisible();
      await pinAriaSnapshot(dialog, 'contact-dialog-sent');
    },
  );
});

test.describe('persona 1 not yet asked for a phone number', () => {
  test.use({ missingContactPrompt: true });
  test('the missing contact prompt after login', async ({ page, pinAriaSnapshot }) => {
    // Read-only: the server is not told that the question was asked (it would then not ask
    // persona 1 again for a month, and the profile journey about the question runs on the same
    // server); that journey proves the recording.
    await page.route('**/api/debtor/contactQueried', (route) =>
      route.fulfill({ json: { responseObject: true } }),
    );
    await logIn(page, 'fi', '1000001', '11111111');
    const prompt = page.getByRole('dialog', { name: t('missingContact.title') });
    await expect(prompt).toBeVisible();
    await pinAriaSnapshot(prompt, 'missing-contact-dialog');
  });
});

test('signed out: the cookie banner, its settings and the login dialog on a phone', async ({
  page,
  pinAriaSnapshot,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/lang/fi');
  const banner = page.getByRole('region', { name: t('cookie.title') });
  await expect(banner).toBeVisible();
  await pinAriaSnapshot(banner, 'cookie-banner');
  await pinDialog(
    page,
    pinAriaSnapshot,
    () => banner.getByRole('button', { name: t('cookie.settings') }).click(),
    t('consent.title'),
    'consent-settings-dialog',
  );
  await banner.getByRole('button', { name: t('cookie.acceptAll') }).click();
  await expect(banner).toBeHidden();
  await pinDialog(
    page,
    pinAriaSnapshot,
    () => page.getByRole('button', { name: t('login.title') }).click(),
    t('login.title'),
    'login-dialog',
  );
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
  await expect(page.getByRole('button', { name: t('debtActions.label') })).toBeVisible(LOADED);
  await pinAriaSnapshot(main(page), 'payment-plan-view');

  await page.goto('/pay-all');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: t('common.continue') })).toBeVisible();
  await pinAriaSnapshot(main(page), 'pay-all-page');

  // The creditor's suggested plan: accepting and declining are each confirmed in a dialog.
  await page.goto('/debt/7000003');
  const offer = page.getByRole('region', { name: t('debt.suggestion.title') });
  await expect(offer).toBeVisible();
  for (const key of ['accept', 'decline'] as const) {
    await pinDialog(
      page,
      pinAriaSnapshot,
      () => offer.getByRole('button', { name: t(`debt.suggestion.${key}`) }).click(),
      t(`debt.suggestion.${key}Title`),
      `suggested-plan-${key}-dialog`,
    );
  }
});

test('personas 4, 5 and 6: the court decision, settlement (steps 1 to 3) and refund dialogs', async ({
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
  // Steps 2 and 3 explain the settlement; step 3's button would start it.
  await settlement.getByRole('radio', { name: t('settlement.step1.settle') }).click();
  await settlement.getByRole('button', { name: t('common.continue') }).click();
  await expect(settlement.getByText(t('settlement.step2.text'))).toBeVisible();
  await pinAriaSnapshot(settlement, 'settlement-dialog-step-2');
  await settlement.getByRole('button', { name: t('common.continue') }).click();
  await expect(settlement.getByRole('button', { name: t('settlement.step3.start') })).toBeVisible();
  await pinAriaSnapshot(settlement, 'settlement-dialog-step-3');
  await page.keyboard.press('Escape');
  await expect(settlement).toBeHidden();

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

test('persona 6 identified with the bank: the refund account form', async ({
  page,
  pinAriaSnapshot,
}) => {
  await logInStrongly(page, 'fi', '310102A9565');
  await pinDialog(
    page,
    pinAriaSnapshot,
    () => page.getByRole('button', { name: t('banner.overpayment.action') }).click(),
    t('refund.title'),
    'refund-dialog-form',
  );
});

test('personas 3 and 8: the company overview prompt and the privacy policy', async ({
  page,
  pinAriaSnapshot,
}) => {
  await logIn(page, 'fi', '3000001', '33333333');
  await pinDialog(
    page,
    pinAriaSnapshot,
    () => page.getByRole('button', { name: t('notices.companyOverview.action') }).click(),
    t('situation.title'),
    'company-overview-dialog',
  );

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logIn(page, 'fi', '8000001', '88888888');
  await page.goto('/debt/8000001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await pinDialog(
    page,
    pinAriaSnapshot,
    () => page.getByRole('button', { name: t('privacyPolicy.link') }).click(),
    t('privacyPolicy.title'),
    'privacy-policy-dialog',
  );
});

test("persona 1 on a phone: the debt view's information dialogs", async ({
  page,
  pinAriaSnapshot,
}) => {
  await logIn(page, 'fi', '1000001', '11111111');
  // Under 600 px the debt view's information blocks are links to dialogs, not sub-tabs (the
  // login itself is a dialog at that width: logged in first).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/debt/1000001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOADED);
  const details = page.getByRole('tab', { name: t('debt.tabs.info') });
  await details.click();
  const panel = page.getByRole('tabpanel', { name: t('debt.tabs.info') });
  for (const [label, name] of [
    [t('debt.info.facts'), 'debt-facts-dialog-phone'],
    [t('bills.caption'), 'debt-bills-dialog-phone'],
  ] as const) {
    await pinDialog(
      page,
      pinAriaSnapshot,
      () => panel.getByRole('button', { name: label, exact: true }).click(),
      label,
      name,
    );
  }
});

test('persona 1 idle: the session expiring warning', async ({ page, pinAriaSnapshot }) => {
  await page.clock.install();
  // Before warning, the portal asks the server how long is left; answered as 28 minutes on.
  await page.route('**/api/session', (route) =>
    route.fulfill({ json: { signedIn: true, LoginType: 2, expires_in: 119 } }),
  );
  await logIn(page, 'fi', '1000001', '11111111');
  await expect(page.getByRole('button', { name: t('debtActions.label') })).toBeVisible(LOADED);
  const warning = page.getByRole('dialog', { name: t('sessionExpiring.title') });
  await expect(async () => {
    await page.clock.runFor('01:00');
    await expect(warning).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await pinAriaSnapshot(warning, 'session-expiring-dialog');
});

test("persona 4: the court decision sent, the signing service's return answered here", async ({
  page,
  pinAriaSnapshot,
}) => {
  await logIn(page, 'fi', '4000001', '44444444');
  await expect(page.getByRole('dialog', { name: t('verdict.mandatoryTitle') })).toBeVisible();
  await answeredYes(page, '**/api/judgement/verify', 'ok');
  await page.goto('/judgement/verify?requestId=aria-request&taskId=aria-task');
  const sent = page.getByRole('dialog', { name: t('verdict.sentTitle') });
  await expect(sent).toBeVisible(LOADED);
  await pinAriaSnapshot(sent, 'court-decision-sent-dialog');
});
