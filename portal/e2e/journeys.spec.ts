import { translate, type LanguageId } from '@portal/translations';
import { expect, test, takeTurns } from './fixtures';
import type { Page } from '@playwright/test';

const languages: LanguageId[] = ['fi', 'se', 'en'];

async function openLoginIn(page: Page, language: LanguageId) {
  await page.goto(`/lang/${language}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    translate(language, 'home.title'),
  );
}

async function logInWithCaseNumber(
  page: Page,
  language: LanguageId,
  caseNumber: string,
  onlineId: string,
) {
  const t = (key: string) => translate(language, key);
  await page.getByRole('textbox', { name: t('login.caseNumber') }).fill(caseNumber);
  await page.getByLabel(new RegExp(`^${t('login.onlineId')}`)).fill(onlineId);
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
}

const inTurn = takeTurns(languages);
for (const language of languages) {
  const test = inTurn(language);
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(language, key, values);

  test.describe(`journeys in ${language}`, () => {
    test('persona 1 logs in with case number and online ID and reaches the front page', async ({
      page,
      checkAccessibility,
    }) => {
      await openLoginIn(page, language);
      await checkAccessibility();
      await logInWithCaseNumber(page, language, '1000001', '11111111');
      await expect(page).toHaveURL(/\/front-page$/);
      await expect(
        page.getByRole('heading', { level: 1, name: t('frontPage.welcome') }),
      ).toBeVisible();
      await expect(page.getByText('Aino Virtanen').first()).toBeVisible();
      await checkAccessibility();
    });

    test('wrong credentials are refused with a message the user can act on', async ({ page }) => {
      await openLoginIn(page, language);
      await logInWithCaseNumber(page, language, '1000001', '12345678');
      await expect(page.getByRole('alert')).toContainText(t('error.login.0'));
      await expect(page).toHaveURL(/\/$/);
      // Nothing the user typed is lost.
      await expect(page.getByRole('textbox', { name: t('login.caseNumber') })).toHaveValue(
        '1000001',
      );
    });

    test('persona 10 (everything paid) gets the no-debts message', async ({ page }) => {
      await openLoginIn(page, language);
      await logInWithCaseNumber(page, language, '1000002', '11111112');
      await expect(page.getByText(t('error.login.4'))).toBeVisible();
    });

    test('the login button stays disabled while a field is invalid', async ({ page }) => {
      await openLoginIn(page, language);
      const submit = page.getByRole('button', { name: t('login.submit'), exact: true });
      await expect(submit).toBeDisabled();
      await page.getByRole('textbox', { name: t('login.caseNumber') }).fill('12a');
      await page.getByLabel(new RegExp(`^${t('login.onlineId')}`)).fill('123');
      await page.getByRole('textbox', { name: t('login.caseNumber') }).focus();
      await expect(page.getByText(t('validation.onlineId.length'))).toBeVisible();
      await expect(submit).toBeDisabled();
    });

    test('token login from an e-mail link reaches the front page', async ({ page }) => {
      await openLoginIn(page, language);
      await page.goto('/login/token/DEMO-TOKEN-AINO');
      await expect(page).toHaveURL(/\/front-page$/);
      await expect(page.getByText('Aino Virtanen').first()).toBeVisible();
    });

    test('FAQ search finds answers and says when nothing matches', async ({
      page,
      checkAccessibility,
    }) => {
      await openLoginIn(page, language);
      await page.goto('/help');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('help.title'));
      const search = page.getByRole('searchbox', { name: t('help.search') });
      await expect(page.getByRole('region', { name: /\d/ })).toBeVisible();
      await search.fill('qqqzzz');
      await expect(page.getByText(t('emptyState.faqNotFound.title'))).toBeVisible();
      await checkAccessibility();
    });

    test('logout ends the session and leaves nothing personal in storage', async ({ page }) => {
      await openLoginIn(page, language);
      await logInWithCaseNumber(page, language, '1000001', '11111111');
      await expect(page).toHaveURL(/\/front-page$/);
      await page.getByRole('button', { name: t('topBar.openMenu') }).click();
      await page.getByRole('button', { name: t('drawer.logout') }).click();
      await expect(page).toHaveURL(/\/$/);
      const keys = await page.evaluate(() => Object.keys(localStorage));
      expect(keys.filter((k) => k !== 'portal.language' && k !== 'portal.consent')).toEqual([]);
      // Nor does the server send a signed-in page's frame any more (issue 27's hint is gone).
      const cookies = await page.context().cookies();
      expect(cookies.map((cookie) => cookie.name)).not.toContain('portal.signedIn');
      expect(await (await page.request.get('/front-page')).text()).toContain(
        '<div id="root"></div>',
      );
      await page.goto('/front-page');
      await expect(page).toHaveURL(/\/$/);
    });
  });
}

test.describe('session and settings', () => {
  test('the language switch in the menu changes the language and is remembered', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: translate('fi', 'topBar.openMenu') }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('en', 'home.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('en', 'home.title'));
  });

  test('consent choices are remembered across visits', async ({ page, checkAccessibility }) => {
    await page.goto('/');
    await expect(page.getByText(translate('fi', 'cookie.title'))).toBeVisible();
    await page.getByRole('button', { name: translate('fi', 'cookie.settings') }).click();
    const dialog = page.getByRole('dialog', { name: translate('fi', 'consent.title') });
    await expect(dialog).toBeVisible();
    await checkAccessibility();
    await dialog.getByRole('switch', { name: translate('fi', 'consent.cookies.label') }).click();
    await dialog.getByRole('button', { name: translate('fi', 'consent.save') }).click();
    await page.reload();
    await expect(page.getByText(translate('fi', 'cookie.title'))).toHaveCount(0);
    const stored = await page.evaluate(() => localStorage.getItem('portal.consent'));
    // Signed out: kept in the browser, recorded on the server at the next login (journey-build/).
    expect(JSON.parse(stored ?? '{}')).toEqual({ cookies: true, tracking: false, saved: false });
  });

  test('an expired session on return logs out to the login page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'portal.session',
        JSON.stringify({ token: 'expired', expiresAt: Date.now() - 1000, authType: 2 }),
      ),
    );
    await page.goto('/front-page');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();
  });

  /** Logs persona 1 in, then ends the session on the server, as an expiry or revocation would. */
  async function signedInSessionEndedOnServer(page: Page) {
    await openLoginIn(page, 'fi');
    // The guard refreshes the token on arrival (spec 2): wait until the refreshed session is
    // stored, or it could overwrite the session this test stores next.
    const guardRefresh = page.waitForResponse('**/api/refresh');
    await logInWithCaseNumber(page, 'fi', '1000001', '11111111');
    await expect(page).toHaveURL(/\/front-page$/);
    const refreshed = (await (await guardRefresh).json()) as { access_token: string };
    const storedToken = () =>
      page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { token?: string }).token,
      );
    await expect.poll(storedToken).toBe(refreshed.access_token);
    const stored = await page.evaluate(() => localStorage.getItem('portal.session'));
    const session = JSON.parse(stored ?? '{}') as { token: string; expiresAt: number };
    const ended = await page.request.post('/api/logout', {
      headers: { authorization: `Bearer ${session.token}` },
      data: {},
    });
    expect(ended.status()).toBeLessThan(300);
    return session;
  }

  test('session expiry: a failed refresh with over an hour left logs out with the timeout message', async ({
    page,
    checkAccessibility,
  }) => {
    const session = await signedInSessionEndedOnServer(page);
    // spec 2: the message shows only when more than an hour of validity was left.
    await page.evaluate(
      (s) =>
        localStorage.setItem(
          'portal.session',
          JSON.stringify({ ...s, expiresAt: Date.now() + 2 * 60 * 60 * 1000 }),
        ),
      session,
    );
    await page.goto('/front-page');
    await expect(page).toHaveURL(/\/$/);
    const notifications = page.getByRole('region', { name: /F8/ });
    await expect(notifications).toContainText(translate('fi', 'error.generic.1'));
    expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();
    await checkAccessibility();
  });

  test('session expiry: a failed refresh near the end logs out quietly to the login page', async ({
    page,
  }) => {
    await signedInSessionEndedOnServer(page);
    await page.goto('/front-page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('fi', 'home.title'));
    await expect(page.getByText(translate('fi', 'error.generic.1'), { exact: true })).toHaveCount(
      0,
    );
    expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();
  });

  test('idle session: warned two minutes before the end, can continue, otherwise logged out', async ({
    page,
    checkAccessibility,
  }) => {
    const t = (key: string) => translate('fi', key);
    await page.clock.install();
    await openLoginIn(page, 'fi');
    const guardRefresh = page.waitForResponse('**/api/refresh');
    await logInWithCaseNumber(page, 'fi', '1000001', '11111111');
    await expect(page).toHaveURL(/\/front-page$/);
    // The guard refreshes the token on arrival; the session's clock starts there.
    await guardRefresh;
    await expect(page.getByText('Aino Virtanen').first()).toBeVisible();
    // Some input after that (input is reported at most every 30 s): the routine refresh 25
    // minutes before expiry then extends the session once.
    await page.clock.runFor('00:31');
    await page.keyboard.press('Shift');
    const routine = page.waitForResponse('**/api/refresh');
    await page.clock.runFor('04:40');
    await routine;
    // Then nothing: 28 minutes later the warning shows, with two minutes to answer.
    await page.clock.runFor('27:50');
    const warning = page.getByRole('dialog', { name: t('sessionExpiring.title') });
    await expect(warning).toHaveCount(0);
    await page.clock.runFor('00:20');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(t('sessionExpiring.text'));
    await checkAccessibility();
    const continued = page.waitForResponse('**/api/refresh');
    await warning
      .getByRole('button', { name: t('sessionExpiring.continue') })
      .first()
      .click();
    expect((await continued).ok()).toBe(true);
    await expect(warning).toHaveCount(0);
    await expect(page).toHaveURL(/\/front-page$/);
    // Idle again: warned after 28 minutes, logged out with the timeout message after 30.
    await page.clock.runFor('28:10');
    await expect(warning).toBeVisible();
    await page.clock.runFor('02:00');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: /F8/ })).toContainText(t('error.generic.1'));
    expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();
  });

  test('the cookie banner never covers the focused element or the end of the page (WCAG 2.4.11)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const banner = page.getByRole('region', { name: translate('fi', 'cookie.title') });
    await expect(banner).toBeVisible();
    const lastFooterLink = page.getByRole('contentinfo').getByRole('link').last();
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press('Tab');
      if (await lastFooterLink.evaluate((link) => link === document.activeElement)) break;
    }
    await expect(lastFooterLink).toBeFocused();
    const bannerTop = (await banner.boundingBox())!.y;
    const link = (await lastFooterLink.boundingBox())!;
    expect(link.y + link.height).toBeLessThanOrEqual(bannerTop);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(bannerTop + 1);
  });

  test('a throttled case number is locked with its own message', async ({ page }) => {
    // Failures are slowed down (up to 2 s each) before the lock.
    test.setTimeout(90_000);
    await page.goto('/');
    // Ten wrong online IDs lock the case (SECURITY.md checklist 1). Persona 2's ended case
    // 2000006: no other journey logs in with its case number, so the lock hurts nobody (persona
    // 3's second case, used before, is the bank-confirms journey's, which the lock then refused).
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await page.request.post('/api/login', {
        data: { LoginType: 2, Username: '2000006', Password: '12345678' },
      });
      expect(response.status()).toBeLessThan(500);
    }
    // Even the right online ID is refused while the case is locked.
    await logInWithCaseNumber(page, 'fi', '2000006', '22222227');
    await expect(page.getByRole('alert')).toContainText(translate('fi', 'error.login.5'));
  });
});
