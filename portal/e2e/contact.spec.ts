import { expect, logInStrongly, test, tr } from './fixtures';

/** Contact requests: they change nothing other journeys see. */

test('persona 2, identified with the bank, sends a message about one of the debts from the top bar', async ({
  page,
  checkAccessibility,
}) => {
  const t = tr('en');
  await logInStrongly(page, 'en');
  // Until the debts have arrived the top bar's button leads to the help page's support tab.
  await expect(page.getByText('Matti Meikäläinen').first()).toBeVisible();

  await page.getByRole('button', { name: t('topBar.contact') }).click();
  const dialog = page.getByRole('dialog', { name: t('contact.title') });
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: t('common.send') });
  await expect(send).toBeDisabled();
  // Several debts: one must be chosen.
  await dialog.getByRole('combobox', { name: t('contact.debt') }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('textbox', { name: t('contact.subject') }).fill('Pay');
  await expect(
    dialog.getByText(t('contact.subjectErrors.length', { min: 5, max: 100 })),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: t('contact.subject') }).fill('Payment date');
  await dialog
    .getByRole('textbox', { name: t('contact.message') })
    .fill('Could I pay this debt at the end of next month instead?');
  await dialog.getByRole('radio', { name: t('contact.method.email') }).click();
  await dialog.getByRole('textbox', { name: t('contact.email') }).fill('matti@example.fi');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'payslip.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await checkAccessibility();
  await expect(send).toBeEnabled();
  await send.click();
  await expect(dialog.getByText(t('contact.done.title'))).toBeVisible();
  await expect(dialog.getByText(t('contact.done.byEmail'))).toBeVisible();
  await checkAccessibility();
  await dialog
    .getByRole('button', { name: t('common.close') })
    .first()
    .click();
  await expect(page.getByRole('button', { name: t('topBar.contact') })).toBeFocused();
});

test('from the help page: signed out it asks to log in; signed in, the company sends one by phone', async ({
  page,
  checkAccessibility,
}) => {
  const t = tr('se');
  await page.goto('/lang/se');
  await expect(page.getByRole('textbox', { name: t('login.caseNumber') })).toBeVisible();
  await page.goto('/help#CustomerSupport');
  await expect(page.getByText(t('contact.signInFirst'))).toBeVisible();

  await page.goto('/');
  await page.getByRole('textbox', { name: t('login.caseNumber') }).fill('3000001');
  await page.getByLabel(new RegExp(`^${t('login.onlineId')}`)).fill('33333333');
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/front-page$/);
  await page.goto('/help#CustomerSupport');
  await page.getByRole('button', { name: t('contact.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('contact.title') });
  await dialog.getByRole('textbox', { name: t('contact.subject') }).fill('Betalningstid');
  await dialog
    .getByRole('textbox', { name: t('contact.message') })
    .fill('Vi behöver två veckor till för betalningen.');
  await dialog.getByRole('radio', { name: t('contact.method.phone') }).click();
  const phone = dialog.getByRole('textbox', { name: t('contact.phone') });
  await phone.fill('4');
  await expect(dialog.getByText(t('contact.phoneLength', { min: 2, max: 12 }))).toBeVisible();
  await phone.fill('401234567');
  await checkAccessibility();
  await dialog.getByRole('button', { name: t('common.send') }).click();
  await expect(dialog.getByText(t('contact.done.byPhone'))).toBeVisible();
  await checkAccessibility();
});
