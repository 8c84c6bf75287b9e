/**
 * Where a debt is paid, by its state: a debt in debt restructuring (state 6) is paid only under
 * the payment programme the district court confirmed, so the portal offers no way to pay it; a
 * debt in distraint (state 5) is paid here, and its notice says what that does to the
 * enforcement. Persona 2 has both (2000007 and 2000003). Read-only journeys (the `journeys`
 * project): nothing is paid.
 */
import { expect, logInStrongly, test, tr } from './fixtures';

test.describe.configure({ timeout: 90_000 });

test('persona 2: the debt in debt restructuring is not in /pay-all, not in the actions menu and has no reference or barcode (en)', async ({
  page,
  checkAccessibility,
}) => {
  const t = tr('en');
  await logInStrongly(page, 'en');

  // /pay-all: the restructuring debt is neither listed nor ticked, and the page says why.
  await page.goto('/pay-all');
  await expect(page.getByRole('heading', { level: 1, name: t('payAll.title') })).toBeVisible();
  const boxes = page.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Pikalaina Express/ })).toHaveCount(0);
  await expect(page.getByText('2000007', { exact: true })).toHaveCount(0);
  await expect(
    page.getByText(
      t('payAll.restructuringLeftOut', { count: 1, creditors: 'Pikalaina Express Oy' }),
    ),
  ).toBeVisible();
  await checkAccessibility();

  // The debt's own page says where its payments go and offers no payment of any kind.
  await page.goto('/debt/2000007');
  await expect(page.getByText(t('debt.restructuring.title'))).toBeVisible();
  await expect(page.getByText(t('debt.restructuring.text'))).toBeVisible();
  await expect(
    page.getByRole('heading', { name: t('payBlock.title.restructuring') }),
  ).toBeVisible();
  await expect(page.getByText(t('payBlock.restructuring'))).toBeVisible();
  await expect(page.getByText(t('debt.pay.restructuring'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('paying.custom.open') })).toHaveCount(0);
  // No bank transfer: no reference number, RF reference or virtual barcode to copy.
  await expect(page.getByRole('heading', { name: t('payOutside.title') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('payOutside.show') })).toHaveCount(0);
  await expect(page.getByText(t('debt.facts.reference'), { exact: true })).toHaveCount(0);
  await expect(page.locator('[data-barcode]')).toHaveCount(0);
  await checkAccessibility();

  // The actions menu has its other items, but not "pay a different amount".
  await page.getByRole('button', { name: t('debtActions.label') }).click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  await expect(page.getByRole('menuitem', { name: t('debtActions.customPayment') })).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test('persona 2: the debt in distraint is paid here, and its notice says so and what it does to enforcement (fi)', async ({
  page,
  checkAccessibility,
}) => {
  const t = tr('fi');
  await logInStrongly(page, 'fi');

  await page.goto('/debt/2000003');
  await expect(page.getByText(t('notice.distraint.title'))).toBeVisible();
  await expect(page.getByText(t('notice.distraint.text'))).toBeVisible();
  // The notice and the actions agree: the pay button, a different amount and the bank
  // transfer details stand beside it.
  const label = ['payNow', 'payQuickly', 'payWholeDebt'].map((b) => t(`button.${b}`)).join('|');
  await expect(page.getByRole('button', { name: new RegExp(`^(${label}) \\d`) })).toBeVisible();
  await expect(page.getByRole('button', { name: t('paying.custom.open') })).toBeVisible();
  await page.getByRole('button', { name: t('payOutside.show') }).click();
  await expect(page.locator('[data-barcode]')).toBeVisible();
  await checkAccessibility();

  // /pay-all lists it with the other debts paid here.
  await page.goto('/pay-all');
  await expect(page.getByText('2000003', { exact: true }).filter({ visible: true })).toBeVisible();
});
