import type { Locator, Page } from '@playwright/test';
import type { LanguageId } from '@portal/translations';
import { endSessionOnServer, expect, identifyAtSandbox, test, tr } from './fixtures';
import { FRESH_SERVER_START_MS, freshServer } from './fresh-server';
import { PHONE, expectReachable, logInOnPhone, logInStronglyOnPhone, phoneScreen } from './phone';

/**
 * The flows a debtor finishes on a phone, driven to their end at 390 × 844, one
 * language each: every key screen is kept in test-results/phone-flows/ for a person to look at,
 * the page never scrolls sideways, nothing reaches past the screen's edge, and the button that
 * goes on is on the screen and big enough to tap.
 *
 * They use up the personas' one-time situations (persona 5's settlement, persona 6's refund
 * account, persona 7's suggestion, persona 4's court decision) that the desktop journeys also
 * use, so they run on a server of their own on a fresh database, in order, in a project of their
 * own that starts with the read-only journeys (playwright.config.ts): nothing else reads their
 * server, so they need not wait for any other journey. That server books a payment as soon as the
 * bank has said yes (no settle delay): the flows end at the complete payment, and the remainder
 * journey makes its debt of less than 5 euros by paying.
 */
const server = freshServer('phone-flows', { PAYMENT_SETTLE_DELAY_MS: '0' });

test.describe.configure({ mode: 'default', timeout: 90_000 });
test.use({ baseURL: server.baseURL, viewport: PHONE, hasTouch: true });

test.beforeAll(async () => {
  test.setTimeout(FRESH_SERVER_START_MS);
  await server.start();
});

test.afterAll(() => server.stop());

/** Back from the sandbox bank or signing service the whole portal loads again. */
const BACK = { timeout: 20_000 };

/**
 * Chooses a bank in the open bank form and goes to the sandbox bank. Matched loosely (any bank
 * named Nordea, as a radio or a button; then Continue if the choice does not go at once), so a
 * new list of providers does not break the flows.
 */
async function payAtTheBank(page: Page, language: LanguageId, form: Locator) {
  const t = tr(language);
  const bank = form
    .getByRole('radio', { name: /nordea/i })
    .or(form.getByRole('button', { name: /nordea/i }))
    .first();
  await expectReachable(bank);
  await bank.click();
  const atBank = /\/sandbox\/bank\//;
  await page.waitForURL(atBank, { timeout: 1_000 }).catch(async () => {
    const next = form.getByRole('button', { name: t('common.continue') });
    await expectReachable(next);
    await next.click();
  });
  await expect(page).toHaveURL(atBank);
  await page.locator('button[name="action"][value="pay"]').click();
  await expect(page).not.toHaveURL(atBank);
}

/** The payment's dialog once back: complete (booked at once on this server). */
async function paymentComplete(page: Page, language: LanguageId) {
  const t = tr(language);
  const complete = page.getByRole('dialog', { name: t('paying.complete.title') });
  await expect(complete).toBeVisible(BACK);
  return complete;
}

async function closeDialog(dialog: Locator, language: LanguageId) {
  await dialog
    .getByRole('button', { name: tr(language)('common.close') })
    .first()
    .click();
  await expect(dialog).toHaveCount(0);
}

test('settlement on a phone (en): the four steps, signing, and the first instalment paid', async ({
  page,
  checkAccessibility,
}, testInfo) => {
  const t = tr('en');
  await logInOnPhone(page, 'en', '5000001', '55555555');
  const start = page.getByRole('button', { name: t('settlement.offer.start.action') });
  await expectReachable(start);
  await phoneScreen(page, testInfo, 'settlement-0-offer');
  await start.click();
  const dialog = page.getByRole('dialog', { name: t('settlement.title') });
  await dialog.getByRole('radio', { name: t('settlement.step1.settle') }).click();
  await phoneScreen(page, testInfo, 'settlement-1-choice', dialog);
  const next = dialog.getByRole('button', { name: t('common.continue') });
  await expectReachable(next);
  await next.click();
  await expect(dialog.getByText(t('settlement.step2.binding'))).toBeVisible();
  await phoneScreen(page, testInfo, 'settlement-2-binding', dialog);
  await expectReachable(next);
  await next.click();
  const calculate = dialog.getByRole('button', { name: t('settlement.step3.start') });
  await expectReachable(calculate);
  await phoneScreen(page, testInfo, 'settlement-3-terms', dialog);
  await calculate.click();
  await expect(dialog.locator('dt', { hasText: t('settlement.firstInstallment') })).toBeVisible({
    timeout: 15_000,
  });
  await dialog.getByRole('button', { name: t('settlement.showInstallments') }).click();
  // On a phone the table's rows are cards (a list).
  const installments = dialog
    .getByRole('table', { name: t('installments.caption') })
    .or(dialog.getByRole('list', { name: t('installments.caption') }));
  await expect(installments.filter({ visible: true })).toHaveCount(1);
  await dialog.getByRole('checkbox', { name: t('settlement.agree') }).click();
  const sign = dialog.getByRole('button', { name: t('settlement.sign') });
  await expectReachable(sign);
  await phoneScreen(page, testInfo, 'settlement-4-sign', dialog);
  await checkAccessibility();
  await sign.click();

  await expect(page).toHaveURL(/\/sandbox\/sign\//);
  await page.locator('#identityCode').selectOption('070795-9455');
  await page.locator('button[name="action"][value="sign"]').click();
  const signed = page.getByRole('dialog', { name: t('settlement.title') });
  await expect(signed.getByText(t('settlement.step5.title'))).toBeVisible(BACK);
  const pay = signed.getByRole('button', { name: t('settlement.step5.pay') });
  await expectReachable(pay);
  await phoneScreen(page, testInfo, 'settlement-5-signed', signed);
  await pay.click();
  const form = page.getByRole('dialog', { name: t('paying.form.title') });
  await expect(form).toBeVisible();
  await phoneScreen(page, testInfo, 'settlement-6-bank', form);
  await payAtTheBank(page, 'en', form);

  await closeDialog(await paymentComplete(page, 'en'), 'en');
  await page.getByRole('button', { name: t('settlement.offer.done.action') }).click();
  const done = page.getByRole('dialog', { name: t('settlement.title') });
  await expect(done.getByRole('status').getByText(t('settlement.step6.title'))).toBeVisible();
  await phoneScreen(page, testInfo, 'settlement-7-done', done);
});

test('reclamation on a phone (fi): an invoice disputed with two attachments', async ({
  page,
  checkAccessibility,
}, testInfo) => {
  const t = tr('fi');
  await logInOnPhone(page, 'fi', '1000001', '11111111');
  await page.getByRole('button', { name: t('debtActions.label') }).click();
  await page.getByRole('menuitem', { name: t('debtActions.reclamation') }).click();
  const dialog = page.getByRole('dialog', { name: t('reclamation.title') });
  await expect(dialog.getByText(t('reclamation.intro.paused'))).toBeVisible();
  await phoneScreen(page, testInfo, 'reclamation-1-intro', dialog);
  const next = dialog.getByRole('button', { name: t('common.continue') });
  await expectReachable(next);
  await next.click();
  await dialog
    .getByRole('group', { name: t('reclamation.chooseBills') })
    .getByRole('checkbox')
    .first()
    .click();
  await phoneScreen(page, testInfo, 'reclamation-2-bills', dialog);
  await expectReachable(next);
  await next.click();

  await dialog.getByRole('checkbox', { name: t('reclamation.basis.collectionCosts') }).click();
  await dialog
    .getByRole('textbox', { name: t('reclamation.text') })
    .fill('Perintäkulut ovat suuremmat kuin laki sallii.');
  await dialog.locator('input[type="file"]').setInputFiles([
    { name: 'kuitti.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    {
      name: 'tiliote-maaliskuu-2026-pitka-tiedostonimi.png',
      mimeType: 'image/png',
      buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    },
  ]);
  const files = dialog.getByRole('list', { name: t('fileDrop.list') });
  await expect(files).toContainText('kuitti.pdf');
  await expect(files).toContainText('tiliote-maaliskuu-2026-pitka-tiedostonimi.png');
  const send = dialog.getByRole('button', { name: t('reclamation.send') });
  await expectReachable(send);
  await phoneScreen(page, testInfo, 'reclamation-3-attachments', dialog);
  await checkAccessibility();
  await send.click();
  await expect(dialog.getByText(t('reclamation.done.title'))).toBeVisible();
  await phoneScreen(page, testInfo, 'reclamation-4-done', dialog);
});

test('contact request on a phone (sv): a message about one debt, with an attachment', async ({
  page,
  checkAccessibility,
}, testInfo) => {
  const t = tr('se');
  await logInStronglyOnPhone(page, 'se', '010190-923E');
  await expect(page.getByText('Matti Meikäläinen').first()).toBeVisible();
  const contact = page.getByRole('button', { name: t('topBar.contact') });
  await expectReachable(contact);
  await contact.click();
  const dialog = page.getByRole('dialog', { name: t('contact.title') });
  await dialog.getByRole('combobox', { name: t('contact.debt') }).click();
  await phoneScreen(page, testInfo, 'contact-1-debts', page.getByRole('listbox'));
  await page.getByRole('option').first().click();
  await phoneScreen(page, testInfo, 'contact-2-debt-chosen', dialog);
  await dialog.getByRole('textbox', { name: t('contact.subject') }).fill('Betalningsdag');
  await dialog
    .getByRole('textbox', { name: t('contact.message') })
    .fill('Kan jag betala den här skulden i slutet av nästa månad i stället?');
  await dialog.getByRole('radio', { name: t('contact.method.email') }).click();
  await dialog.getByRole('textbox', { name: t('contact.email') }).fill('matti@example.fi');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'lonespecifikation.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  const send = dialog.getByRole('button', { name: t('common.send') });
  await expect(send).toBeEnabled();
  await expectReachable(send);
  await phoneScreen(page, testInfo, 'contact-3-filled', dialog);
  await checkAccessibility();
  await send.click();
  await expect(dialog.getByText(t('contact.done.title'))).toBeVisible();
  await phoneScreen(page, testInfo, 'contact-4-done', dialog);
});

test('invoice copy on a phone (sv): ordered to the e-mail on file', async ({
  page,
  checkAccessibility,
}, testInfo) => {
  const t = tr('se');
  await logInOnPhone(page, 'se', '9000001', '99999999');
  await page.getByRole('button', { name: t('debtActions.label') }).click();
  await page.getByRole('menuitem', { name: t('debtActions.invoiceCopy') }).click();
  const dialog = page.getByRole('dialog', { name: t('invoiceCopy.title') });
  await expect(dialog.getByText(t('invoiceCopy.delivery'))).toBeVisible();
  await phoneScreen(page, testInfo, 'invoice-copy-1-delivery', dialog);
  const next = dialog.getByRole('button', { name: t('common.continue') });
  await expectReachable(next);
  await next.click();
  const choice = dialog.getByRole('radiogroup', { name: t('invoiceCopy.chooseBill') });
  if ((await choice.count()) > 0) await choice.getByRole('radio').first().click();
  await dialog
    .getByRole('textbox', { name: t('invoiceCopy.repeat') })
    .fill('ville.salo@example.fi');
  const send = dialog.getByRole('button', { name: t('invoiceCopy.send') });
  await expectReachable(send);
  await phoneScreen(page, testInfo, 'invoice-copy-2-address', dialog);
  await checkAccessibility();
  await send.click();
  await expect(dialog.getByText(t('invoiceCopy.doneTitle'))).toBeVisible();
  await phoneScreen(page, testInfo, 'invoice-copy-3-done', dialog);
});

test('refund account on a phone (fi): identified with online banking, the account saved', async ({
  page,
  checkAccessibility,
}, testInfo) => {
  const t = tr('fi');
  await logInOnPhone(page, 'fi', '6000001', '66666666');
  const notice = page.locator('[data-notice="overpayment"]');
  const add = notice.getByRole('button', { name: t('banner.overpayment.action') });
  await expectReachable(add);
  await phoneScreen(page, testInfo, 'refund-0-notice');
  await add.click();
  const identify = page.getByRole('dialog', { name: t('refund.identify.title') });
  const toBank = identify.getByRole('button', { name: t('refund.identify.button') });
  await expectReachable(toBank);
  await phoneScreen(page, testInfo, 'refund-1-identify', identify);
  await toBank.click();
  await identifyAtSandbox(page, 'fi', '310102A9565');
  await expect(page).toHaveURL(/\/front-page$/);

  await add.click();
  const dialog = page.getByRole('dialog', { name: t('refund.title') });
  await dialog.getByRole('textbox', { name: t('refund.iban') }).fill('FI21 1234 5600 0007 85');
  await expect(dialog.getByText('NDEAFIHH')).toBeVisible();
  const save = dialog.getByRole('button', { name: t('common.save') });
  await expectReachable(save);
  await phoneScreen(page, testInfo, 'refund-2-account', dialog);
  await checkAccessibility();
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(t('ibanAddedSuccesfully')).first()).toBeVisible();
  await phoneScreen(page, testInfo, 'refund-3-saved');
});

test('suggested plan on a phone (en): the offer reviewed and accepted', async ({
  page,
  checkAccessibility,
}, testInfo) => {
  const t = tr('en');
  await logInOnPhone(page, 'en', '7000003', '77777779');
  const offer = page.getByRole('region', { name: t('debt.suggestion.title') });
  const accept = offer.getByRole('button', { name: t('debt.suggestion.accept') });
  // The figures add up: five of 70,00 and a last one of 50,00 make the 400,00 total.
  await expect(offer.getByText(t('debt.suggestion.lastAmount'), { exact: true })).toBeVisible();
  await expectReachable(accept);
  await phoneScreen(page, testInfo, 'suggested-plan-1-offer');
  await accept.click();
  const confirm = page.getByRole('dialog', { name: t('debt.suggestion.acceptTitle') });
  const yes = confirm.getByRole('button', { name: t('debt.suggestion.acceptConfirm') });
  await expectReachable(yes);
  await phoneScreen(page, testInfo, 'suggested-plan-2-confirm', confirm);
  await checkAccessibility();
  await yes.click();
  await expect(page.getByText(t('confirmPaymentPlan.1')).first()).toBeVisible();
  await expect(page.getByRole('tab', { name: t('debt.tabs.plan') })).toBeVisible();
  await phoneScreen(page, testInfo, 'suggested-plan-3-accepted');
});

test('profile on a phone (fi): reached from the drawer, a phone and an e-mail added', async ({
  page,
  checkAccessibility,
}, testInfo) => {
  const t = tr('fi');
  await logInOnPhone(page, 'fi', '2000001', '22222222');
  await page.getByRole('button', { name: t('topBar.openMenu') }).click();
  await page
    .getByRole('dialog', { name: t('topBar.menu') })
    .getByRole('link', { name: t('topBar.profile') })
    .click();
  await expect(page).toHaveURL(/\/profile$/);
  await phoneScreen(page, testInfo, 'profile-1-page');

  await page
    .getByRole('textbox', { name: t('profile.addPhone.label'), exact: true })
    .fill('0501110009');
  const addPhone = page.getByRole('button', { name: t('profile.addPhone.submit') });
  await expectReachable(addPhone);
  await addPhone.click();
  await expect(page.getByText(t('profile.added.phone'))).toBeVisible();

  const address = 'matti.puhelin@example.fi';
  await page.getByRole('textbox', { name: t('profile.addEmail.label'), exact: true }).fill(address);
  await page
    .getByRole('textbox', { name: t('profile.addEmail.repeat'), exact: true })
    .fill(address);
  const addEmail = page.getByRole('button', { name: t('profile.addEmail.submit') });
  await expectReachable(addEmail);
  await phoneScreen(page, testInfo, 'profile-2-email');
  await addEmail.click();
  await expect(page.getByText(t('profile.added.email'))).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: address })).toBeVisible();
  const allowed = page.getByRole('checkbox', { name: t('profile.emailAllowed') });
  await expectReachable(allowed);
  await allowed.click();
  await expect(page.getByText(t('profile.allowSaved.email.off'))).toBeVisible();
  await phoneScreen(page, testInfo, 'profile-3-saved');
  await checkAccessibility();
});

test('/pay-all on a phone (en): two debts chosen and paid through the bank', async ({
  page,
  checkAccessibility,
}, testInfo) => {
  const t = tr('en');
  await logInStronglyOnPhone(page, 'en', '010190-923E');
  await page.getByRole('button', { name: t('summary.payAll') }).click();
  await expect(page).toHaveURL(/\/pay-all$/);
  await expect(page.getByRole('heading', { level: 1, name: t('payAll.title') })).toBeVisible();
  const boxes = page.getByRole('checkbox').filter({ visible: true });
  const count = await boxes.count();
  expect(count).toBeGreaterThanOrEqual(3);
  await phoneScreen(page, testInfo, 'pay-all-1-list');
  // Keep the first two, clear the rest.
  for (let i = 2; i < count; i++) {
    if (await boxes.nth(i).isChecked()) await boxes.nth(i).click();
  }
  const next = page.getByRole('button', { name: t('common.continue') });
  await expectReachable(next);
  await phoneScreen(page, testInfo, 'pay-all-2-chosen');
  await checkAccessibility();
  await next.click();
  const form = page.getByRole('dialog', { name: t('paying.form.title') });
  await expect(form.getByText(t('paying.form.total'))).toBeVisible();
  await phoneScreen(page, testInfo, 'pay-all-3-bank', form);
  await payAtTheBank(page, 'en', form);
  await expect(page).toHaveURL(/\/front-page$/);
  const complete = await paymentComplete(page, 'en');
  await phoneScreen(page, testInfo, 'pay-all-4-complete', complete);
});

test('pay the remainder on a phone (sv): with less than 5 euros left, the remainder is offered and paid', async ({
  page,
  checkAccessibility,
}, testInfo) => {
  const t = tr('se');
  await logInOnPhone(page, 'se', '1100001', '12121212');
  // The situation: pay all but 3 euros as a different amount (booked at once on this server).
  const left = await page.evaluate(async () => {
    const response = await fetch('/api/debtor', { credentials: 'same-origin' });
    const body = (await response.json()) as {
      responseObject: { debts: { debtSummary: { left: number } }[] };
    };
    return body.responseObject.debts[0]!.debtSummary.left;
  });
  const custom = page.getByRole('button', { name: t('paying.custom.open') });
  await expectReachable(custom);
  await custom.click();
  const dialog = page.getByRole('dialog', { name: t('customPayment.title') });
  const amount = dialog.getByRole('textbox', { name: t('customPayment.amount') });
  const separator = (await amount.inputValue()).includes(',') ? ',' : '.';
  await amount.fill(((Math.round(left * 100) - 300) / 100).toFixed(2).replace('.', separator));
  await dialog.getByRole('button', { name: t('common.continue') }).click();
  await payAtTheBank(page, 'se', dialog);
  await closeDialog(await paymentComplete(page, 'se'), 'se');

  // 3,00 € left: "pay a different amount" (which needs 5 euros) gives way to the remainder.
  const remainder = page.getByRole('button', {
    name: t('paying.custom.remainder', { amount: '3,00\u00a0€' }),
  });
  await expect(remainder).toBeVisible();
  await expect(page.getByRole('button', { name: t('paying.custom.open') })).toHaveCount(0);
  await expectReachable(remainder);
  await phoneScreen(page, testInfo, 'remainder-1-offer');
  await remainder.click();
  const form = page.getByRole('dialog', { name: t('paying.form.title') });
  await expect(form.getByText(/3,00\s€/).first()).toBeVisible();
  await phoneScreen(page, testInfo, 'remainder-2-bank', form);
  await checkAccessibility();
  await payAtTheBank(page, 'se', form);
  const complete = await paymentComplete(page, 'se');
  await phoneScreen(page, testInfo, 'remainder-3-paid', complete);
});

test('court decision on a phone (fi): the session ends while she identifies; the return says it was received', async ({
  page,
  checkAccessibility,
  baseURL,
}, testInfo) => {
  const t = tr('fi');
  await logInOnPhone(page, 'fi', '4000001', '44444444');
  const dialog = page.getByRole('dialog', { name: t('verdict.mandatoryTitle') });
  await dialog
    .getByRole('textbox', { name: t('verdict.repeat') })
    .fill('liisa.korhonen@example.fi');
  const proceed = dialog.getByRole('button', { name: t('verdict.proceed') });
  await expectReachable(proceed);
  await phoneScreen(page, testInfo, 'court-decision-1-dialog', dialog);
  await proceed.click();

  await expect(page).toHaveURL(/\/sandbox\/sign\//);
  // At the signing service the session runs out.
  await endSessionOnServer(page, baseURL!);
  await page.locator('#identityCode').selectOption('241172-9342');
  await page.locator('button[name="action"][value="sign"]').click();

  await expect(page).toHaveURL(/\/judgement\/verify\?/);
  await expect(
    page.getByRole('heading', { level: 1, name: t('signingReturn.verdictReceivedTitle') }),
  ).toBeVisible(BACK);
  await expect(page.getByText(t('signingReturn.verdictReceivedText'))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const logIn = page.getByRole('button', { name: t('signingReturn.logIn') });
  await expectReachable(logIn);
  await phoneScreen(page, testInfo, 'court-decision-2-received');
  await checkAccessibility();
  await logIn.click();
  await expect(page).toHaveURL(/\/$/);

  // The identification was kept: the next login no longer stops at the decision.
  await page.getByRole('button', { name: t('login.openDialog') }).click();
  await page.getByRole('textbox', { name: t('login.caseNumber') }).fill('4000001');
  await page.getByLabel(new RegExp(`^${t('login.onlineId')}`)).fill('44444444');
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/front-page$/);
  await expect(page.locator('[data-pay-block]')).toBeVisible();
  await expect(page.getByRole('dialog', { name: t('verdict.mandatoryTitle') })).toHaveCount(0);
  await phoneScreen(page, testInfo, 'court-decision-3-next-login');
});
