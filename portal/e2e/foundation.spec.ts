import { expect, test } from './fixtures';

test.describe('portal foundation', () => {
  test('the start page opens in Finnish with no accessibility violations', async ({
    page,
    checkAccessibility,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Hoida velkasi helposti verkossa',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await expect(page).toHaveTitle('Kirjaudu sisään – Velkaportaali');
    await checkAccessibility();
  });

  test('/lang/en switches to English and goes to the start page', async ({ page }) => {
    await page.goto('/lang/en');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Take care of your debts online',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('/lang/se switches to Swedish', async ({ page }) => {
    await page.goto('/lang/se');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sköt dina skulder smidigt på nätet',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  });

  test('an unknown address shows the not-found page with a way back', async ({
    page,
    checkAccessibility,
  }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sivua ei löytynyt');
    await checkAccessibility();
    await page.getByRole('button', { name: 'Etusivulle' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Hoida velkasi helposti verkossa',
    );
  });

  test('the API answers health and the page is served under the CSP', async ({ page, request }) => {
    const health = await request.get('/api/health');
    expect(await health.json()).toEqual({ status: 'ok' });
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  });
});
