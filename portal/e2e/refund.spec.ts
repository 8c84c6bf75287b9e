import { translate } from '@portal/translations';
import { expect, test } from './fixtures';

/**
 * The refund account (persona 6): it saves a bank account, so it runs with the other journeys
 * that change the demo data (playwright.config.ts, project `mutating`).
 */
const t = (key: string, values?: Record<string, string | number>) => translate('se', key, values);

test('persona 6 identifies with online banking, then adds a valid IBAN after a mistyped one', async ({
  page,
  checkAccessibility,
}) => {
  await page.goto('/lang/se');
  await page.getByRole('textbox', { name: t('login.caseNumber') }).fill('6000001');
  await page.getByLabel(new RegExp(`^${t('login.onlineId')}`)).fill('66666666');
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/front-page$/);

  // Signed in with the letter's case number: money may not be redirected before she identifies.
  const notice = page.locator('[data-notice="overpayment"]');
  await expect(notice.getByText(t('banner.overpayment.title'), { exact: true })).toBeVisible();
  await notice.getByRole('button', { name: t('banner.overpayment.action') }).focus();
  await page.keyboard.press('Enter');
  const identify = page.getByRole('dialog', { name: t('refund.identify.title') });
  await expect(identify.getByText(t('refund.identify.text'))).toBeVisible();
  await expect(identify.getByRole('link', { name: t('footer.privatePhone') })).toHaveAttribute(
    'href',
    /^tel:/,
  );
  await expect(identify.getByRole('textbox')).toHaveCount(0);
  await checkAccessibility();
  await identify.getByRole('button', { name: t('refund.identify.button') }).click();
  await expect(page).toHaveURL(/\/sandbox\/idp\//);
  await page.getByLabel('Testperson').selectOption('310102A9565');
  await page.getByRole('button', { name: 'Identifiera', exact: true }).click();
  await expect(page).toHaveURL(/\/front-page$/);

  await notice.getByRole('button', { name: t('banner.overpayment.action') }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t('refund.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/5,00\s€/).first()).toBeVisible();

  const field = dialog.getByRole('textbox', { name: t('refund.iban') });
  // Focus starts on the dialog's first control; Tab reaches the field.
  for (let i = 0; i < 5 && !(await field.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(field).toBeFocused();
  // One digit wrong: the check (mod-97) fails as soon as the account is complete.
  await page.keyboard.type('FI21 1234 5600 0007 86');
  await expect(dialog.getByText(t('refund.invalid'))).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await checkAccessibility();

  await page.keyboard.press('Backspace');
  await page.keyboard.type('5');
  await expect(field).toHaveValue('FI21 1234 5600 0007 85');
  await expect(dialog.getByText(t('refund.invalid'))).toBeHidden();
  await expect(dialog.getByText('NDEAFIHH')).toBeVisible();
  await checkAccessibility();
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(page.getByText(t('ibanAddedSuccesfully')).first()).toBeVisible();
  await expect(notice).toHaveCount(0);
  await checkAccessibility();
});
