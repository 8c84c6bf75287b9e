import type { LanguageId } from '@portal/translations';
import type { Page } from '@playwright/test';
import { endSessionOnServer, expect, logIn, METHOD_NAMES, pdfText, test, tr } from './fixtures';

/**
 * The settlement (spec 4), persona 5: steps 1-4 in Swedish and English, each closed at
 * step 4, which cancels it; signing in Swedish with the session ended at the signing service
 * (the signature is kept, the next login shows it; then cancelled); then the whole way in
 * Finnish, through signing at the sandbox signing service and the first installment paid at the
 * sandbox bank. One persona, so in this order (serial), in the `mutating` project.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/**
 * The first subpoena's status as the server holds it (what the dialog's step follows, spec 4),
 * named: none, created, signed, paid without a payment number (the first installment pending at
 * the bank) or paid with one. Printed, so the run shows the statuses the journey passed through.
 */
async function subpoenaStatus(page: Page): Promise<string> {
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/debtor', { credentials: 'same-origin' });
    const body = (await response.json()) as {
      responseObject: {
        reconciliation: {
          subpoenas: {
            status: { signed: unknown; paid: unknown; paymentNr: number | null } | null;
          }[];
        } | null;
      };
    };
    return body.responseObject.reconciliation?.subpoenas[0]?.status ?? null;
  });
  const name = !status
    ? 'none'
    : status.paymentNr !== null
      ? `paid with payment number ${status.paymentNr}`
      : status.paid
        ? 'paid without payment number'
        : status.signed
          ? 'signed'
          : 'created';
  console.log(`subpoena status: ${name}`);
  return name;
}

/** From the front page's offer to step 4 with the plan calculated; answers the dialog. */
async function toStepFour(page: Page, language: LanguageId, check: () => Promise<void>) {
  const t = tr(language);
  await page.getByRole('button', { name: t('settlement.offer.start.action') }).click();
  const dialog = page.getByRole('dialog', { name: t('settlement.title') });
  await expect(dialog.getByText(t('settlement.openAmount'))).toBeVisible();
  const next = dialog.getByRole('button', { name: t('common.continue') });
  await expect(next).toBeDisabled();
  await dialog.getByRole('radio', { name: t('settlement.step1.settle') }).click();
  await check();
  await next.click();
  await expect(dialog.getByText(t('settlement.step2.binding'))).toBeVisible();
  await dialog.getByRole('button', { name: t('common.continue') }).click();
  await expect(dialog.getByText(t('settlement.step3.point2'))).toBeVisible();
  await check();
  await dialog.getByRole('button', { name: t('settlement.step3.start') }).click();
  // The plan summary's term (in Swedish the progress stage has the same words).
  await expect(dialog.locator('dt', { hasText: t('settlement.firstInstallment') })).toBeVisible({
    timeout: 15_000,
  });
  await dialog.getByRole('button', { name: t('settlement.showInstallments') }).click();
  await expect(dialog.getByRole('table', { name: t('installments.caption') })).toBeVisible();
  const sign = dialog.getByRole('button', { name: t('settlement.sign') });
  await expect(sign).toBeDisabled();
  expect(await subpoenaStatus(page)).toBe('created');
  await check();
  return dialog;
}

for (const language of ['se', 'en'] as const) {
  test(`steps 1-4 in ${language}; closing at step 4 asks first and cancels the settlement`, async ({
    page,
    checkAccessibility,
  }) => {
    const t = tr(language);
    await logIn(page, language, '5000001', '55555555');
    const dialog = await toStepFour(page, language, checkAccessibility);
    if (language === 'en') {
      // spec 4 and 7: step 4's two PDFs, under translated names, read back for the figures shown.
      const cellsOf = async (row: number) =>
        (
          await dialog
            .getByRole('table', { name: t('installments.caption') })
            .getByRole('row')
            .nth(row)
            .locator('th, td')
            .allInnerTexts()
        )
          .join(' ')
          .replace(/[\s\u00a0\u202f]+/g, ' ')
          .trim();
      // The first and the last installment as the dialog's table shows them (number, due date,
      // amount, capital, costs, interest).
      const rows = await dialog
        .getByRole('table', { name: t('installments.caption') })
        .getByRole('row')
        .count();
      const firstRow = await cellsOf(1);
      const lastRow = await cellsOf(rows - 2);
      expect(firstRow).toMatch(/^1 \d\d\.\d\d\.\d{4} €/);
      // One value per installment: the summary's first installment is the table's (and the bank's).
      const headline = (
        await dialog
          .locator('dt', { hasText: t('settlement.firstInstallment') })
          .first()
          .locator('xpath=following-sibling::dd[1]')
          .innerText()
      )
        .replace(/[\s\u00a0\u202f]+/g, ' ')
        .trim();
      expect(firstRow.split(' ').slice(2, 3).join(' ')).toBe(headline);
      const [document] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: t('settlement.document') }).click(),
      ]);
      expect(document.suggestedFilename()).toMatch(
        new RegExp(`^${t('settlement.documentFileName')}_\\d+\\.pdf$`),
      );
      const documentText = pdfText((await document.path())!);
      expect(documentText).toContain('Recipient: Pekka Nieminen');
      expect(documentText).toContain(firstRow);
      expect(documentText).toContain(lastRow);
      const [plan] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: t('settlement.planDocument') }).click(),
      ]);
      expect(plan.suggestedFilename()).toMatch(
        new RegExp(`^${t('settlement.planFileName')}_\\d+\\.pdf$`),
      );
      const planText = pdfText((await plan.path())!);
      expect(planText).toContain(t('settlement.planFileName').replace(/_/g, ' '));
      expect(planText).toContain('5000001 Vertaislaina Lainaamo Oy');
      expect(planText).toContain(firstRow);
      expect(planText).toContain(lastRow);
    }
    await page.keyboard.press('Escape');
    await expect(dialog.getByText(t('settlement.confirmClose.title'))).toBeVisible();
    await dialog.getByRole('button', { name: t('settlement.confirmClose.keep') }).click();
    await expect(dialog.getByRole('button', { name: t('settlement.sign') })).toBeVisible();
    await dialog
      .getByRole('button', { name: t('common.close') })
      .first()
      .click();
    await dialog.getByRole('button', { name: t('settlement.confirmClose.cancel') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(t('settlement.cancelled'), { exact: true })).toBeVisible();
    expect(await subpoenaStatus(page)).toBe('none');
    // Back to the start: the offer begins again at step 1.
    await expect(
      page.getByRole('button', { name: t('settlement.offer.start.action') }),
    ).toBeVisible();
  });
}

test('the session ends at the signing service: the return keeps the signature, asks to log in, and the login shows it signed', async ({
  page,
  checkAccessibility,
  baseURL,
}) => {
  const t = tr('se');
  await logIn(page, 'se', '5000001', '55555555');
  expect(await subpoenaStatus(page)).toBe('none');
  const dialog = await toStepFour(page, 'se', async () => {});
  await dialog.getByRole('checkbox', { name: t('settlement.agree') }).click();
  await dialog.getByRole('button', { name: t('settlement.sign') }).click();
  await expect(page).toHaveURL(/\/sandbox\/sign\//);
  // At the signing service the session runs out.
  await endSessionOnServer(page, baseURL!);
  await page.locator('#identityCode').selectOption('070795-9455');
  await page.locator('button[name="action"][value="sign"]').click();

  await expect(page).toHaveURL(/\/reconciliation\/verify\?/);
  const heading = page.getByRole('heading', {
    level: 1,
    name: t('signingReturn.settlementReceivedTitle'),
  });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(t('signingReturn.settlementReceivedText'))).toBeVisible();
  // Signed out: nothing of the debts, and no settlement dialog.
  await expect(page.getByText('5000001')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await checkAccessibility();

  await page.getByRole('button', { name: t('signingReturn.logIn') }).click();
  await expect(page).toHaveURL(/\/$/);
  await logIn(page, 'se', '5000001', '55555555');
  // Signed, waiting for its first installment: step 5 with the way to pay it.
  expect(await subpoenaStatus(page)).toBe('signed');
  await page.getByRole('button', { name: t('settlement.offer.continue.action') }).click();
  const signed = page.getByRole('dialog', { name: t('settlement.title') });
  await expect(signed.getByText(t('settlement.step5.title'))).toBeVisible();
  await expect(signed.getByRole('button', { name: t('settlement.step5.pay') })).toBeVisible();
  await checkAccessibility();

  // The Finnish journey below signs the same subpoena from the start: this settlement, not yet
  // paid, is cancelled as the server allows.
  const cancelled = await page.evaluate(async () => {
    const data = (await (await fetch('/api/debtor')).json()) as {
      responseObject: {
        debts: { nr: number; orderNr: number }[];
        reconciliation: { subpoenas: { nr: number; orderNrs: number[]; status: { nr: number } }[] };
      };
    };
    const { debts, reconciliation } = data.responseObject;
    const subpoena = reconciliation.subpoenas[0]!;
    const response = await fetch('/api/reconciliation/cancel', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        SubPoenaNr: subpoena.nr,
        StatusNr: subpoena.status.nr,
        DebtNrs: debts.filter((d) => subpoena.orderNrs.includes(d.orderNr)).map((d) => d.nr),
      }),
    });
    return ((await response.json()) as { status: number }).status;
  });
  expect(cancelled).toBe(0);
  expect(await subpoenaStatus(page)).toBe('none');
});

test('persona 5 settles in Finnish: signs with the bank ID and pays the first installment', async ({
  page,
  checkAccessibility,
  pinAriaSnapshot,
}) => {
  const t = tr('fi');
  await page.clock.install();
  await logIn(page, 'fi', '5000001', '55555555');
  expect(await subpoenaStatus(page)).toBe('none');
  // The offer leads the front page, above the pay block, which offers paying everything now as
  // the second way (the cheaper path first for a debtor who cannot pay it all).
  const offer = page.locator('[data-notice="offer"]');
  const payBlock = page.locator('[data-pay-block]');
  await expect(payBlock.getByRole('heading', { name: t('payBlock.title.orPay') })).toBeVisible();
  const offerTop = (await offer.boundingBox())?.y ?? Infinity;
  expect(offerTop).toBeLessThan((await payBlock.boundingBox())?.y ?? -Infinity);
  const dialog = await toStepFour(page, 'fi', async () => {});
  await pinAriaSnapshot(dialog, 'settlement-dialog-step-4');
  await dialog.getByRole('checkbox', { name: t('settlement.agree') }).click();
  await dialog.getByRole('button', { name: t('settlement.sign') }).click();

  await expect(page).toHaveURL(/\/sandbox\/sign\//);
  await page.locator('#identityCode').selectOption('070795-9455');
  await page.locator('button[name="action"][value="sign"]').click();

  const signed = page.getByRole('dialog', { name: t('settlement.title') });
  await expect(signed.getByText(t('settlement.step5.title'))).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/front-page$/);
  expect(await subpoenaStatus(page)).toBe('signed');
  await checkAccessibility();
  await pinAriaSnapshot(signed, 'settlement-dialog-step-5');
  // Signed, the settlement is binding: closing keeps it (nothing asks to cancel it), and the
  // front page offers to go on to the first installment.
  await page.keyboard.press('Escape');
  await expect(signed).toBeHidden();
  await expect(page.getByText(t('settlement.confirmClose.title'))).toHaveCount(0);
  expect(await subpoenaStatus(page)).toBe('signed');
  await page.getByRole('button', { name: t('settlement.offer.continue.action') }).click();
  await expect(signed.getByText(t('settlement.step5.title'))).toBeVisible();
  await signed.getByRole('button', { name: t('settlement.step5.pay') }).click();

  const bank = page.getByRole('dialog', { name: t('paying.form.title') });
  await bank.getByRole('radio', { name: METHOD_NAMES.nordea }).click();
  await bank.getByRole('button', { name: t('common.continue') }).click();
  await expect(page).toHaveURL(/\/sandbox\/bank\//);
  await page.locator('button[name="action"][value="pay"]').click();

  const pending = page.getByRole('dialog', { name: t('paying.pending.title') });
  await expect(pending).toBeVisible({ timeout: 20_000 });
  await pinAriaSnapshot(pending, 'payment-pending-dialog');
  await pending
    .getByRole('button', { name: t('common.close') })
    .first()
    .click();
  // While the first installment pends, the settlement waits (step 5 with its spinner).
  await page.getByRole('button', { name: t('settlement.offer.continue.action') }).click();
  await expect(page.getByText(t('settlement.step5.waiting')).first()).toBeVisible();
  expect(await subpoenaStatus(page)).toBe('paid without payment number');
  await pinAriaSnapshot(signed, 'settlement-dialog-step-5-waiting');
  await page.keyboard.press('Escape');

  // The bank's confirmation is settled (20 s) and a poll (15 s, fast-forwarded) finds it:
  // booked, the settlement is complete.
  const complete = page.getByRole('dialog', { name: t('paying.complete.title') });
  await expect(async () => {
    await page.clock.fastForward(15_000);
    await expect(complete).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000] });
  await pinAriaSnapshot(complete, 'payment-complete-dialog');
  await complete
    .getByRole('button', { name: t('common.close') })
    .first()
    .click();
  await page.getByRole('button', { name: t('settlement.offer.done.action') }).click();
  const done = page.getByRole('dialog', { name: t('settlement.title') });
  await expect(done.getByRole('status').getByText(t('settlement.step6.title'))).toBeVisible();
  expect(await subpoenaStatus(page)).toMatch(/^paid with payment number \d+$/);
  await expect(done.getByRole('radiogroup', { name: t('feedback.question') })).toBeVisible();
  await checkAccessibility();
  await pinAriaSnapshot(done, 'settlement-dialog-step-6');
});
