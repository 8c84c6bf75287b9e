import { translate } from '@portal/translations';
import { expect, test } from './fixtures';

/** Alternative plan amounts for banditRating 2 (spec 5); nothing is saved. */
const t = (key: string, values?: Record<string, string | number>) => translate('se', key, values);

test('persona 7 is offered 20 % and 30 % higher installments with what each saves', async ({
  page,
  checkAccessibility,
}) => {
  await page.goto('/lang/se');
  await page.getByRole('textbox', { name: t('login.caseNumber') }).fill('7000003');
  await page.getByLabel(new RegExp(`^${t('login.onlineId')}`)).fill('77777779');
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/front-page$/);

  await page.getByRole('button', { name: t('button.createPaymentPlan') }).click();
  const dialog = page.getByRole('dialog', { name: t('paymentPlan.title') });
  const offers = dialog.getByRole('region', { name: t('paymentPlan.alternatives.title') });
  await expect(offers).toBeVisible();
  const options = offers.getByRole('button');
  expect(await options.count()).toBeGreaterThanOrEqual(1);
  // The plan as a picture: a line for the chosen amount and one for each offer, one
  // tab stop whose arrow keys read out the balance, the figures in a table behind a disclosure.
  const chart = dialog.getByRole('group', { name: t('chart.balance.title') });
  await expect(
    dialog.getByRole('list', { name: t('chart.legend') }).getByRole('listitem'),
  ).toHaveCount(1 + (await options.count()));
  await chart.focus();
  await page.keyboard.press('End');
  await expect(dialog.getByTestId('balance-readout')).toContainText('0,00');
  await dialog.getByRole('button', { name: t('chart.showTable') }).click();
  await expect(dialog.getByRole('table', { name: t('chart.balance.tableCaption') })).toBeVisible();
  await checkAccessibility();
  // Choosing one sets the amount and recalculates: fewer months than before.
  const months = dialog.locator('dt', { hasText: t('paymentPlan.figures.months') }).locator('+ dd');
  const before = await months.textContent();
  await options.first().click();
  await expect(months).not.toHaveText(before ?? '');
  await dialog.getByRole('button', { name: t('common.cancel') }).click();
  await expect(dialog).toHaveCount(0);
});
