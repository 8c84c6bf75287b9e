import { expect, test, tr } from './fixtures';

/**
 * The login page arrives rendered in the visitor's language (the stored choice, else the
 * browser's languages, else Finnish), looks the same before any script runs, and the browser
 * takes it over without a hydration error.
 */
test.describe('the prerendered login page', () => {
  test.use({ locale: 'sv-FI' });

  test('comes in the browser language, hydrates cleanly and then follows the choice', async ({
    page,
    request,
  }) => {
    const sv = tr('se');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    // The HTML itself, before any script: Swedish, with the login page in it, compressed.
    const raw = await request.get('/', {
      headers: { 'Accept-Language': 'sv-FI,sv;q=0.9,fi;q=0.8', 'Accept-Encoding': 'gzip' },
    });
    expect(raw.headers()['content-encoding']).toBe('gzip');
    const html = await raw.text();
    expect(html).toContain('<html lang="sv"');
    expect(html).toContain(sv('home.title'));
    expect(html).toContain('id="portal-boot"');

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.locator('html')).toHaveAttribute('data-portal-start', 'hydrated');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sv('home.title'));
    // Hydrated: the form reacts (the button is enabled once both fields are filled).
    await page.getByRole('textbox', { name: sv('login.caseNumber') }).fill('2000001');
    await page.getByLabel(new RegExp(`^${sv('login.onlineId')}`)).fill('22222222');
    await expect(page.getByRole('button', { name: sv('login.submit'), exact: true })).toBeEnabled();
    expect(errors, 'console errors (hydration)').toEqual([]);

    // A choice made in the portal is what the server uses next time.
    await page.goto('/lang/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const next = await page.request.get('/');
    expect(await next.text()).toContain('<html lang="en"');
  });

  test('a choice the server knows only from its cookie is hydrated in that language', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'portal.language', value: 'en', url: baseURL! }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('data-portal-start', 'hydrated');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('en')('home.title'));
  });
});
