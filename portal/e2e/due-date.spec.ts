import { translate } from '@portal/translations';
import { expect, test } from './fixtures';

/**
 * Moving a due date (persona 7's joint plan): it changes the demo data, so it runs last
 * (playwright.config.ts, project `mutating`).
 */
const t = (key: string, values?: Record<string, string | number>) => translate('se', key, values);

/** A weekday some days ahead that is no Finnish bank holiday (the picker offers no others). */
function aWeekdayAhead(days = 3): { iso: string; shown: string } {
  const holidays = ['01-01', '01-06', '05-01', '12-06', '12-24', '12-25', '12-26', '12-31'];
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  while ([0, 6].includes(day.getUTCDay()) || holidays.includes(day.toISOString().slice(5, 10))) {
    day.setUTCDate(day.getUTCDate() + 1);
  }
  const iso = day.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return { iso, shown: `${d}.${m}.${y}` };
}

test('persona 7 moves the next installment of the joint plan free of charge, once', async ({
  page,
  checkAccessibility,
}) => {
  await page.goto('/lang/se');
  await page.getByRole('textbox', { name: t('login.caseNumber') }).fill('7000001');
  await page.getByLabel(new RegExp(`^${t('login.onlineId')}`)).fill('77777777');
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/front-page$/);

  await page.getByRole('button', { name: t('debtActions.label') }).click();
  await page.getByRole('menuitem', { name: t('debtActions.transferDueDate') }).click();
  const dialog = page.getByRole('dialog', { name: t('dueDate.title') });
  await expect(dialog.getByText(t('dueDate.costlessLeft'))).toBeVisible();
  await checkAccessibility();

  const { shown } = aWeekdayAhead();
  const field = dialog.getByRole('textbox', { name: t('datePicker.label') });
  await field.fill(shown);
  await field.press('Tab');
  await expect(dialog.getByText(t('dueDate.free'))).toBeVisible();
  await dialog.getByRole('button', { name: t('dueDate.confirm') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(t('dueDateTransferSuccess')).first()).toBeVisible();
  // The quiet reload: the plan's next installment is due on the new day, and the debt's summary
  // beside the pay block says the same date (one source), not the debt's original due date.
  await expect(page.getByText(shown).first()).toBeVisible();
  const summaryDue = page
    .locator('dt', { hasText: t('planCard.nextDueDate') })
    .first()
    .locator('xpath=following-sibling::dd[1]');
  await expect(summaryDue).toHaveText(shown);

  // A plan's due date moves once: the next try is told why not, and what to do (spec 8, result 4).
  await page.getByRole('button', { name: t('debtActions.label') }).click();
  await page.getByRole('menuitem', { name: t('debtActions.transferDueDate') }).click();
  const refusal = page.getByRole('dialog', { name: t('dueDate.title') });
  await expect(refusal.getByText(t('dueDate.notAllowed'))).toBeVisible();
  await expect(refusal.getByText(t('dueDateResult.4'))).toBeVisible();
  await checkAccessibility();
});

/** The template of a text as a pattern, its placeholders matching anything. */
const pattern = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.+'));

test('persona 6 moves a due date 14 days or more ahead for a charge (spec 5)', async ({
  page,
  checkAccessibility,
}) => {
  const en = (key: string, values?: Record<string, string | number>) =>
    translate('en', key, values);
  await page.goto('/lang/en');
  await page.getByRole('textbox', { name: en('login.caseNumber') }).fill('6000001');
  await page.getByLabel(new RegExp(`^${en('login.onlineId')}`)).fill('66666666');
  await page.getByRole('button', { name: en('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/front-page$/);

  await page.getByRole('button', { name: en('debtActions.label') }).click();
  await page.getByRole('menuitem', { name: en('debtActions.transferDueDate') }).click();
  const dialog = page.getByRole('dialog', { name: en('dueDate.title') });
  const field = dialog.getByRole('textbox', { name: en('datePicker.label') });
  // No costless move left: the rule and its last free date come before the field, and no
  // counter of zero sits beside a free move.
  const rule = dialog.getByText(pattern(en('dueDate.costRule')));
  await expect(rule).toBeVisible();
  await expect(rule).toContainText('5.00');
  await expect(dialog.getByText(en('dueDate.costlessLeft'))).toHaveCount(0);
  // The debt is due in 7 days and has no costless transfer left: 28 days ahead costs.
  const { shown } = aWeekdayAhead(28);
  await field.fill(shown);
  await field.press('Tab');
  const charged = dialog.getByText(pattern(en('dueDate.charged', { days: 14 })));
  await expect(charged).toBeVisible();
  await expect(charged).toContainText('5.00');
  await checkAccessibility();
  await dialog.getByRole('button', { name: en('dueDate.confirm') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(en('dueDateTransferSuccess')).first()).toBeVisible();
  await expect(page.getByText(shown).first()).toBeVisible();
});
