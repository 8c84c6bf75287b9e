import { translate, type LanguageId } from '@portal/translations';
import { expect, logIn, test, takeTurns } from './fixtures';

const languages: LanguageId[] = ['fi', 'se', 'en'];

// Several pages and axe runs per journey.
test.describe.configure({ timeout: 90_000 });

const inTurn = takeTurns(languages);
for (const language of languages) {
  const test = inTurn(language);
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(language, key, values);

  test.describe(`debt view in ${language}`, () => {
    test('persona 1 reads the bills, payments and actions of the debt and downloads the balance report', async ({
      page,
      checkAccessibility,
    }) => {
      await logIn(page, language, '1000001', '11111111');
      await page.goto('/debt/1000001');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Etelä-Suomen Energia Oy' }),
      ).toBeVisible();
      await expect(page.getByText(t('debtState.3')).first()).toBeVisible();
      await checkAccessibility();

      await page.getByRole('tab', { name: t('debt.tabs.info') }).click();
      const details = page.getByRole('tabpanel', { name: t('debt.info.details') });
      await expect(details.getByRole('table', { name: t('bills.caption') })).toBeVisible();
      // Two electricity invoices and the collection costs.
      await expect(details.getByRole('row')).toHaveCount(4);
      // The first bill's row opens (the debt's picture above the table has a disclosure too).
      const expand = details
        .getByRole('table', { name: t('bills.caption') })
        .getByRole('button', { name: /./ })
        .first();
      await expect(expand).toHaveAttribute('aria-expanded', 'false');
      await expand.click();
      await expect(expand).toHaveAttribute('aria-expanded', 'true');
      await expect(details.getByText(t('claimTypes.11')).first()).toBeVisible();
      await expect(details.getByText('Sähkölasku 1/3')).toBeVisible();
      await checkAccessibility();

      await page.getByRole('tab', { name: t('debt.info.payments') }).click();
      await expect(
        page.getByRole('tabpanel', { name: t('debt.info.payments') }).getByRole('row'),
      ).toHaveCount(2);
      await page.getByRole('tab', { name: t('debt.info.actions') }).click();
      const actions = page.getByRole('tabpanel', { name: t('debt.info.actions') });
      // Cells: a phone would show the same rows as cards (hidden here).
      await expect(actions.getByRole('cell', { name: t('actionTypes.1') })).toBeVisible();
      await expect(actions.getByRole('cell', { name: t('actionTypes.2') })).toBeVisible();
      await checkAccessibility();

      await page.getByRole('button', { name: t('debtActions.label') }).click();
      await checkAccessibility();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: t('reports.balance') }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`${t('reports.balanceFileName')}_100001.pdf`);
    });

    test('persona 8 sees no reports and reads the special order type privacy policy', async ({
      page,
      checkAccessibility,
    }) => {
      await logIn(page, language, '8000001', '88888888');
      await page.goto('/debt/8000001');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The actions menu offers a due-date move and a payment, but no reports (hidePersonalInfo).
      await page.getByRole('button', { name: t('debtActions.label') }).click();
      await expect(
        page.getByRole('menuitem', { name: t('debtActions.customPayment') }),
      ).toBeVisible();
      await expect(page.getByRole('menuitem')).toHaveCount(2);
      await page.keyboard.press('Escape');
      await expect(page.getByText(t('reports.balance'))).toHaveCount(0);
      await page.getByRole('button', { name: t('privacyPolicy.link') }).click();
      const dialog = page.getByRole('dialog', { name: t('privacyPolicy.title') });
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByRole('heading', { name: t('privacyPolicy.controller.title') }),
      ).toBeVisible();
      await checkAccessibility();
      await dialog.getByRole('button', { name: t('common.close') }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('button', { name: t('privacyPolicy.link') })).toBeFocused();
    });
  });
}

const fi = (key: string, values?: Record<string, string | number>) => translate('fi', key, values);

test('a debt the session cannot see shows not-found with a way back to the front page', async ({
  page,
  checkAccessibility,
}) => {
  await logIn(page, 'fi', '1000001', '11111111');
  await page.goto('/debt/2000002');
  await expect(page.getByRole('heading', { name: fi('debt.notFound.title') })).toBeVisible();
  await checkAccessibility();
  await page
    .getByRole('main')
    .getByRole('link', { name: fi('notFound.action') })
    .click();
  await expect(page).toHaveURL(/\/front-page$/);
});

test('with the keyboard only, a debt opens and its tabs and sub-tabs are reached', async ({
  page,
  checkAccessibility,
}) => {
  await logIn(page, 'fi', '1000001', '11111111');
  await page.goto('/debt/1000001');
  const payTab = page.getByRole('tab', { name: fi('debt.tabs.pay') });
  await expect(payTab).toBeVisible();
  // Tab through the page until the first tab has focus.
  for (let i = 0; i < 40 && !(await payTab.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(payTab).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const infoTab = page.getByRole('tab', { name: fi('debt.tabs.info') });
  await expect(infoTab).toBeFocused();
  await expect(infoTab).toHaveAttribute('aria-selected', 'true');
  // Into the panel, then the sub-tabs.
  const details = page.getByRole('tab', { name: fi('debt.info.details') });
  for (let i = 0; i < 5 && !(await details.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(details).toBeFocused();
  for (const name of ['debt.info.payments', 'debt.info.actions']) {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: fi(name) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }
  await page.keyboard.press('Home');
  await expect(details).toHaveAttribute('aria-selected', 'true');
  // Into the details panel: the first bill opens with Enter.
  const panel = page.getByRole('tabpanel', { name: fi('debt.info.details') });
  const toggle = panel.getByRole('button').first();
  for (let i = 0; i < 10 && !(await toggle.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await checkAccessibility();
});
