/**
 * No dead ends, as the specification draws them: `/pay-all` with a payment awaiting the bank's
 * confirmation (spec 2: continue "disabled if nothing selected or payment in progress"), and the
 * mandatory court-decision dialog for a debtor without online banking ID (spec 1: the customer
 * service numbers). Read-only journeys (the `journeys` project): nothing is paid or sent.
 */
import { expect, logIn, test, tr } from './fixtures';

test.describe.configure({ timeout: 90_000 });

test('persona 9: /pay-all leaves the debt awaiting confirmation unticked and continue disabled (sv)', async ({
  page,
  checkAccessibility,
}) => {
  const t = tr('se');
  await logIn(page, 'se', '9000001', '99999999');
  await page.goto('/pay-all');
  // The table's rows are also drawn as cards for phones (hidden here).
  await expect(page.getByText(t('payAll.table.pending')).filter({ visible: true })).toBeVisible();
  const box = page.getByRole('checkbox').filter({ visible: true });
  await expect(box).toHaveCount(1);
  await expect(box).not.toBeChecked();
  const next = page.getByRole('button', { name: t('common.continue') });
  await expect(next).toBeDisabled();
  // The page says why and what to do, and continue is described by it.
  const why = page.getByText(t('payAll.pendingBlock.title'), { exact: true });
  await expect(why).toBeVisible();
  await expect(next).toHaveAccessibleDescription(new RegExp(t('payAll.pendingBlock.title')));
  // Ticking it does not let a payment start while the earlier one is in progress.
  await box.check();
  await expect(next).toBeDisabled();
  await checkAccessibility();
});

test('persona 4 without online banking ID: the mandatory court-decision dialog gives the customer service number to call (fi)', async ({
  page,
  checkAccessibility,
}) => {
  const t = tr('fi');
  await page.goto('/lang/fi');
  await page.getByRole('textbox', { name: t('login.caseNumber') }).fill('4000001');
  await page.getByLabel(new RegExp(`^${t('login.onlineId')}`)).fill('44444444');
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('verdict.mandatoryTitle') });
  await expect(dialog).toBeVisible();
  // spec 1: private customers' number, dialable on a phone.
  const call = dialog.getByRole('link', { name: /030 10 5620/ });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('href', 'tel:+35830105620');
  // A person is given only the private customers' number, and what to have ready.
  await expect(dialog.getByRole('link', { name: /030 603 5800/ })).toHaveCount(0);
  await expect(
    dialog.getByText(t('verdict.noBankId.case', { count: 1, cases: '4000001' })),
  ).toBeVisible();
  // Reachable by keyboard: the link comes just before the e-mail field.
  await dialog.getByRole('textbox', { name: t('verdict.email'), exact: true }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(call).toBeFocused();
  await checkAccessibility();
});
