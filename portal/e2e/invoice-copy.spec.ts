import { translate } from '@portal/translations';
import { expect, test } from './fixtures';

/** An invoice copy: it records a request, so it runs last (project `mutating`). */
const t = (key: string, values?: Record<string, string | number>) => translate('en', key, values);

test('persona 9 orders an invoice copy, mistyping the repeated e-mail first, and then sees it pending', async ({
  page,
  checkAccessibility,
}) => {
  await page.goto('/lang/en');
  await page.getByRole('textbox', { name: t('login.caseNumber') }).fill('9000001');
  await page.getByLabel(new RegExp(`^${t('login.onlineId')}`)).fill('99999999');
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/front-page$/);

  const openDialog = async () => {
    await page.getByRole('button', { name: t('debtActions.label') }).click();
    await page.getByRole('menuitem', { name: t('debtActions.invoiceCopy') }).click();
    return page.getByRole('dialog', { name: t('invoiceCopy.title') });
  };
  const dialog = await openDialog();
  await expect(dialog.getByText(t('invoiceCopy.delivery'))).toBeVisible();
  await dialog.getByRole('button', { name: t('common.continue') }).click();

  const choice = dialog.getByRole('radiogroup', { name: t('invoiceCopy.chooseBill') });
  if ((await choice.count()) > 0) await choice.getByRole('radio').first().click();
  const email = dialog.getByRole('textbox', { name: t('invoiceCopy.email'), exact: true });
  await expect(email).toHaveValue('ville.salo@example.fi');
  await dialog
    .getByRole('textbox', { name: t('invoiceCopy.repeat') })
    .fill('ville.salo@example.com');
  await dialog.getByRole('button', { name: t('invoiceCopy.send') }).click();
  // The error summary takes focus and says what to do; the field says the same.
  const summary = dialog.getByRole('region', { name: t('errorSummary.title') });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: t('validation.email.sameAs') })).toBeVisible();
  await expect(dialog.getByText(t('validation.email.sameAs'))).toHaveCount(2);
  await checkAccessibility();

  await dialog
    .getByRole('textbox', { name: t('invoiceCopy.repeat') })
    .fill('ville.salo@example.fi');
  await dialog.getByRole('button', { name: t('invoiceCopy.send') }).click();
  await expect(dialog.getByText(t('invoiceCopy.doneTitle'))).toBeVisible();
  // The order moves the due date: the dialog says the new one, and the debt shows the same date.
  const [before] = t('invoiceCopy.newDueDate', { date: '|' }).split('|');
  const dueNote = dialog.getByText(before!, { exact: false });
  await expect(dueNote).toBeVisible();
  const newDue = /\d{2}\.\d{2}\.\d{4}/.exec(await dueNote.innerText())?.[0] ?? '';
  expect(newDue).not.toBe('');
  await expect(dialog.getByRole('radiogroup', { name: t('feedback.question') })).toBeVisible();
  await checkAccessibility();
  await dialog.getByRole('button', { name: t('common.close') }).click();
  await expect(page.getByRole('main').getByText(newDue).first()).toBeVisible();

  const again = await openDialog();
  await expect(again.getByText(t('invoiceCopy.pendingTitle'))).toBeVisible();
});
