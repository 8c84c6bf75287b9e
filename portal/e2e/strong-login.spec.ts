import { translate } from '@portal/translations';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const t = (key: string) => translate('fi', key);

/** From the login page's bank tab to the sandbox identity provider's page. */
async function toTheIdentityProvider(page: Page) {
  await page.goto('/');
  await page.getByRole('tab', { name: t('login.strongTab') }).click();
  await page.getByRole('button', { name: t('login.strongSubmit') }).click();
  await expect(page).toHaveURL(/\/sandbox\/idp\//);
}

test.describe('strong login through the sandbox identity provider', () => {
  test('persona 2 identifies with bank credentials and sees all cases', async ({
    page,
    checkAccessibility,
  }) => {
    await toTheIdentityProvider(page);
    await page.getByLabel('Testihenkilö').selectOption('010190-923E');
    await page.getByRole('button', { name: 'Tunnistaudu', exact: true }).click();
    await expect(page).toHaveURL(/\/front-page$/);
    await expect(page.getByText('Matti Meikäläinen').first()).toBeVisible();
    const state = await page.evaluate(async () => (await fetch('/api/session')).json());
    expect(state).toMatchObject({ signedIn: true, LoginType: 0 });
    await checkAccessibility();
  });

  test('a cancelled bank login comes back as information on the bank login’s tab', async ({
    page,
    checkAccessibility,
  }) => {
    await toTheIdentityProvider(page);
    await page.getByRole('button', { name: 'Peruuta', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    // spec 8: code 2 is information, said where the bank login is; no error by the other form.
    await expect(page.getByRole('tab', { name: t('login.strongTab') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('status').filter({ hasText: t('error.login.2') })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await checkAccessibility();
  });

  test('an identity code with no debtor returns to the login page with the no-debts message', async ({
    page,
  }) => {
    await toTheIdentityProvider(page);
    await page.getByLabel('Testihenkilö').selectOption('');
    await page.locator('#identityCode').fill('010101-123N');
    await page.getByRole('button', { name: 'Tunnistaudu', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(t('error.login.noOpenDebts'))).toBeVisible();
  });
});
