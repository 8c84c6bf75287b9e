import { translate, type LanguageId } from '@portal/translations';
import {
  endSessionOnServer,
  expect,
  SESSION_COOKIE,
  sessionCookie,
  test,
  takeTurns,
} from './fixtures';
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
      // The session is an HttpOnly, SameSite=Lax cookie: no script of the page can read it, and
      // nothing of it is in storage.
      expect(await sessionCookie(page)).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        secure: false,
      });
      expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);
      const stored = await page.evaluate(() =>
        JSON.stringify([{ ...localStorage }, { ...sessionStorage }]),
      );
      expect(stored).not.toContain((await sessionCookie(page))!.value);
      await page.getByRole('button', { name: t('topBar.openMenu') }).click();
      await page.getByRole('button', { name: t('drawer.logout') }).click();
      await expect(page).toHaveURL(/\/$/);
      const keys = await page.evaluate(() => Object.keys(localStorage));
      expect(keys.filter((k) => k !== 'portal.language' && k !== 'portal.consent')).toEqual([]);
      // The server deleted the cookie, and sends no signed-in page's frame any more.
      expect(await sessionCookie(page)).toBeUndefined();
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

  test('a session ended on the server: the open page goes to the login page, and so does the next visit', async ({
    page,
    baseURL,
  }) => {
    await openLoginIn(page, 'fi');
    await logInWithCaseNumber(page, 'fi', '1000001', '11111111');
    await expect(page.getByText('Aino Virtanen').first()).toBeVisible();
    await endSessionOnServer(page, baseURL!);
    // The next page within the portal checks the session (spec 2 guard) and finds it ended.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/profile');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('fi', 'home.title'));
    // The server deleted the dead cookie; a later visit is signed out from its first byte.
    expect(await sessionCookie(page)).toBeUndefined();
    await page.goto('/front-page');
    await expect(page).toHaveURL(/\/$/);
  });

  test('without JavaScript, the case-number form logs in and the front page shows the amount', async ({
    browser,
    baseURL,
  }) => {
    const t = (key: string) => translate('fi', key);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    // Wrong details: back to the login page with the code (the script would show it).
    await logInWithCaseNumber(page, 'fi', '1000001', '99999999');
    await expect(page).toHaveURL(/\/\?login=0$/);
    await logInWithCaseNumber(page, 'fi', '1000001', '11111111');
    await expect(page).toHaveURL(/\/front-page$/);
    await expect(page.getByText('Aino Virtanen').first()).toBeVisible();
    await expect(
      page
        .locator('main')
        .getByText(/325,80\s€/)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: t('debt.tabs.pay') })).toBeVisible();
    await context.close();
  });

  test('two tabs share one session: a logout in one logs the other out', async ({ page }) => {
    const t = (key: string) => translate('fi', key);
    await openLoginIn(page, 'fi');
    await logInWithCaseNumber(page, 'fi', '1000001', '11111111');
    await expect(page.getByText('Aino Virtanen').first()).toBeVisible();
    // The second tab arrives signed in, its page with the data.
    const second = await page.context().newPage();
    await second.goto('/front-page');
    await expect(second.getByText('Aino Virtanen').first()).toBeVisible();
    // Hydrated with its data, and live (its first effects have run).
    await expect(second.locator('html')).toHaveAttribute('data-portal-start', 'hydrated');
    await expect(second.locator('html')).toHaveAttribute('data-portal-page', /.+/);
    await second.getByRole('button', { name: t('topBar.openMenu') }).click();
    await second.getByRole('button', { name: t('drawer.logout') }).click();
    await expect(second).toHaveURL(/\/$/);
    // The first tab follows at once, without an action of its own.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('home.title'));
    await second.close();
  });

  test('a dead session cookie on arrival is deleted and the visit starts signed out', async ({
    page,
    baseURL,
  }) => {
    const dead = `${SESSION_COOKIE}=${'x'.repeat(43)}`;
    // The server's answer to it: the cookie deleted.
    const answer = await fetch(new URL('/front-page', baseURL), { headers: { cookie: dead } });
    expect(answer.headers.get('set-cookie')).toMatch(/^portal-session=; Max-Age=0/);
    await page
      .context()
      .addCookies([{ name: SESSION_COOKIE, value: 'x'.repeat(43), url: baseURL! }]);
    await page.goto('/front-page');
    await expect(page).toHaveURL(/\/$/);
    expect(await sessionCookie(page)).toBeUndefined();
  });

  test('idle session: warned two minutes before the end, can continue, otherwise logged out', async ({
    page,
    checkAccessibility,
  }) => {
    const t = (key: string) => translate('fi', key);
    await page.clock.install();
    // The page's clock is Playwright's and the server's is real: before warning, the portal asks
    // the server how long the session has left (another tab may have extended it); the server
    // is answered here as it would answer 28 minutes on, with two minutes left.
    await page.route('**/api/session', (route) =>
      route.fulfill({ json: { signedIn: true, LoginType: 2, expires_in: 119 } }),
    );
    await openLoginIn(page, 'fi');
    const guardRefresh = page.waitForResponse('**/api/refresh');
    await logInWithCaseNumber(page, 'fi', '1000001', '11111111');
    await expect(page).toHaveURL(/\/front-page$/);
    // The guard extends the session on arrival; the session's clock starts there.
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
    await warning.getByRole('button', { name: t('sessionExpiring.continue') }).click();
    expect((await continued).ok()).toBe(true);
    await expect(warning).toHaveCount(0);
    await expect(page).toHaveURL(/\/front-page$/);
    // Idle again: warned after 28 minutes, logged out with the timeout message after 30.
    await page.clock.runFor('28:10');
    await expect(warning).toBeVisible();
    await page.clock.runFor('02:00');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: /F8/ })).toContainText(t('error.generic.1'));
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
    // Ten wrong online IDs lock the case (docs/security.md, checklist 1). Persona 2's ended case
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
