import { translate } from '@portal/translations';
import { expect, test } from './fixtures';

/**
 * A reclamation, and on other grounds the phone number it then asks for: it pauses collection
 * on persona 1's debt, so it runs in the `mutating` project. A debt in court offers none and says why.
 */
const t = (key: string, values?: Record<string, string | number>) => translate('en', key, values);

test.describe.configure({ timeout: 60_000 });

test('persona 1 disputes an invoice with an attachment after a too-large and a wrong-type file', async ({
  page,
  checkAccessibility,
}) => {
  await page.goto('/lang/en');
  await page.getByRole('textbox', { name: t('login.caseNumber') }).fill('1000001');
  await page.getByLabel(new RegExp(`^${t('login.onlineId')}`)).fill('11111111');
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/front-page$/);

  // The debt's details offer the reclamation where a mistake would be found (the menu does too).
  await page.getByRole('tab', { name: t('debt.tabs.info') }).click();
  // Drawn for both widths, one of them hidden.
  await expect(
    page.getByText(t('debt.info.reclamationText')).filter({ visible: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: t('debtActions.reclamation') }).click();
  const dialog = page.getByRole('dialog', { name: t('reclamation.title') });
  await expect(dialog.getByRole('navigation', { name: t('reclamation.stepsLabel') })).toBeVisible();
  await expect(dialog.getByText(t('reclamation.intro.paused'))).toBeVisible();
  await checkAccessibility();
  await dialog.getByRole('button', { name: t('common.continue') }).click();

  // Two invoices: one must be chosen.
  await dialog.getByRole('button', { name: t('common.continue') }).click();
  // The error summary takes focus; the same words under the choices.
  const summary = dialog.getByRole('region', { name: t('errorSummary.title') });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: t('reclamation.billsRequired') })).toBeVisible();
  await expect(dialog.getByText(t('reclamation.billsRequired'))).toHaveCount(2);
  await dialog
    .getByRole('group', { name: t('reclamation.chooseBills') })
    .getByRole('checkbox')
    .first()
    .click();
  await dialog.getByRole('button', { name: t('common.continue') }).click();

  // Nothing chosen or written yet: the messages of spec 5, and the name and e-mail are filled in.
  await dialog.getByRole('button', { name: t('reclamation.send') }).click();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: t('reclamation.basisRequired') })).toBeVisible();
  await expect(summary.getByRole('link', { name: t('reclamation.textRequired') })).toBeVisible();
  await expect(dialog.getByText(t('reclamation.textRequired'))).toHaveCount(2);
  await expect(dialog.getByRole('textbox', { name: t('reclamation.name') })).toHaveValue(
    'Aino Virtanen',
  );
  await checkAccessibility();

  await dialog.getByRole('checkbox', { name: t('reclamation.basis.collectionCosts') }).click();
  await dialog
    .getByRole('textbox', { name: t('reclamation.text') })
    .fill('The collection costs are higher than the law allows.');
  // The other flow (spec 5): a complaint on other grounds is handled by phone, so the number
  // becomes required (persona 1 has none on file).
  await dialog.getByRole('checkbox', { name: t('reclamation.basis.otherReason') }).click();
  await dialog.getByRole('button', { name: t('reclamation.send') }).click();
  await expect(dialog.getByText(t('phoneNrErrors.required')).first()).toBeVisible();
  await dialog
    .getByRole('textbox', { name: new RegExp(`^${t('reclamation.phoneRequired')}`) })
    .fill('401234567');
  await expect(dialog.getByText(t('phoneNrErrors.required'))).toHaveCount(0);
  const input = dialog.locator('input[type="file"]');
  await input.setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(20_000_001, 0x20),
  });
  await expect(dialog.getByText(t('fileDrop.fileSizeError'))).toBeVisible();
  await input.setInputFiles({
    name: 'tool.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await expect(dialog.getByText(t('fileDrop.fileTypesError'))).toBeVisible();
  await input.setInputFiles({
    name: 'receipt.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(dialog.getByRole('list', { name: t('fileDrop.list') })).toContainText('receipt.pdf');
  await checkAccessibility();

  await dialog.getByRole('button', { name: t('reclamation.send') }).click();
  await expect(dialog.getByText(t('reclamation.done.title'))).toBeVisible();
  await expect(dialog.getByRole('radiogroup', { name: t('feedback.question') })).toBeVisible();
  await checkAccessibility();
  await dialog
    .getByRole('button', { name: t('common.close') })
    .first()
    .click();
  // The quiet reload: under review, collection paused; no second reclamation is offered.
  const paused = page.getByText(t('notice.complaint.title'));
  await expect(paused).toBeVisible();
  // The news that collection is paused leads, above the pay block: "or pay the whole debt at
  // once", or the plan's next instalment when the plan journey before this one made a plan.
  const payBlock = page.locator('[data-pay-block]');
  await expect(
    payBlock
      .getByRole('heading', { name: t('payBlock.title.orPay') })
      .or(payBlock.getByRole('heading', { name: t('payBlock.title.plan') })),
  ).toBeVisible();
  const pausedTop = (await paused.boundingBox())?.y ?? Infinity;
  expect(pausedTop).toBeLessThan((await payBlock.boundingBox())?.y ?? -Infinity);
  await page.getByRole('button', { name: t('debtActions.label') }).click();
  await expect(page.getByRole('menuitem', { name: t('debtActions.reclamation') })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: t('debt.tabs.info') }).click();
  await expect(page.getByRole('button', { name: t('debtActions.reclamation') })).toHaveCount(0);
});

test('a debt in court offers no reclamation and says why', async ({ page }) => {
  await page.goto('/lang/en');
  await page.getByRole('textbox', { name: t('login.caseNumber') }).fill('2000002');
  await page.getByLabel(new RegExp(`^${t('login.onlineId')}`)).fill('22222223');
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/front-page$/);
  await expect(page.getByText(t('notice.summons.text'))).toBeVisible();
  await page.getByRole('button', { name: t('debtActions.label') }).click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  await expect(page.getByRole('menuitem', { name: t('debtActions.reclamation') })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: t('debt.tabs.info') }).click();
  await expect(page.getByText(t('debt.info.reclamationText'))).toHaveCount(0);
});
