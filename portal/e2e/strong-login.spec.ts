import { translate } from '@portal/translations';
import { expect, test } from './fixtures';

const t = (key: string) => translate('fi', key);

test.describe('strong login through the sandbox identity provider', () => {
  test('persona 2 identifies with bank credentials and sees all cases', async ({
    page,
    checkAccessibility,
  }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: t('login.strongTab') }).click();
    await page.getByRole('button', { name: t('login.strongSubmit') }).click();
    await expect(page).toHaveURL(/\/sandbox\/idp\//);
    await page.getByLabel('Testihenkilö').selectOption('010190-923E');
    await page.getByRole('button', { name: 'Tunnistaudu', exact: true }).click();
    await expect(page).toHaveURL(/\/front-page$/);
    await expect(page.getByText('Matti Meikäläinen').first()).toBeVisible();
    const state = await page.evaluate(async () => (await fetch('/api/session')).json());
    expect(state).toMatchObject({ signedIn: true, LoginType: 0 });
    await checkAccessibility();
  });

  test('an identity code with no debtor returns to the login page with the no-debts message', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: t('login.strongTab') }).click();
    await page.getByRole('button', { name: t('login.strongSubmit') }).click();
    await expect(page).toHaveURL(/\/sandbox\/idp\//);
    await page.getByLabel('Testihenkilö').selectOption('');
    await page.locator('#identityCode').fill('010101-123N');
    await page.getByRole('button', { name: 'Tunnistaudu', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(t('error.login.noOpenDebts'))).toBeVisible();
  });
});
