import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { translate, type LanguageId } from '@portal/translations';
import type { Page } from '@playwright/test';
import { expect, SESSION_COOKIE, test, takeTurns } from './fixtures';

const languages: LanguageId[] = ['fi', 'se', 'en'];

/** The sandbox identity provider's own texts (server/src/sandbox/texts.ts), by portal language. */
const idp = {
  fi: { persona: 'Testihenkilö', authenticate: 'Tunnistaudu' },
  se: { persona: 'Testperson', authenticate: 'Identifiera' },
  en: { persona: 'Test person', authenticate: 'Identify' },
} as const;

/** Set FRONTPAGE_SHOTS=/tmp/shots-frontpage to keep screenshots at 390 and 1280 px. */
const shotsDir = process.env.FRONTPAGE_SHOTS;
async function screenshots(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  // The cookie banner stays at the bottom until chosen: accept, so it does not cover the cards.
  const accept = page.getByRole('button', { name: translate('fi', 'cookie.acceptAll') });
  if (await accept.isVisible()) await accept.click();
  const before = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(shotsDir, `${name}-${width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

async function logInWithCaseNumber(
  page: Page,
  language: LanguageId,
  caseNumber: string,
  onlineId: string,
) {
  const t = (key: string) => translate(language, key);
  await page.goto(`/lang/${language}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('home.title'));
  await page.getByRole('textbox', { name: t('login.caseNumber') }).fill(caseNumber);
  await page.getByLabel(new RegExp(`^${t('login.onlineId')}`)).fill(onlineId);
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/front-page$/);
  await expect(page.getByRole('heading', { level: 1, name: t('frontPage.welcome') })).toBeVisible();
}

/** The debt and plan cards in the order shown: their order numbers. */
const cardOrder = (page: Page, list: string) =>
  page
    .getByRole('list', { name: list })
    .locator('article[data-order-nr]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-order-nr')));

const inTurn = takeTurns(languages);
for (const language of languages) {
  const test = inTurn(language);
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(language, key, values);

  test.describe(`front page in ${language}`, () => {
    test('persona 2: one case and the multiple-debts notice, then all seven debts after bank identification', async ({
      page,
      checkAccessibility,
    }) => {
      // A long journey: two logins, a round trip to the identity provider and four axe runs.
      test.slow();
      await logInWithCaseNumber(page, language, '2000001', '22222222');
      // A case-number login reaches one case: the single-debt view, and the notice of others.
      const notice = page.getByRole('region', { name: t('banner.multipleDebts.title') });
      await expect(notice).toBeVisible();
      await expect(page.getByText('Matti Meikäläinen').first()).toBeVisible();
      // The debt feature's single-debt view: its own tabs, no front-page tabs or card list.
      await expect(page.getByRole('tab', { name: t('debt.tabs.pay') })).toBeVisible();
      await expect(page.getByRole('tab', { name: t('debt.tabs.info') })).toBeVisible();
      await expect(page.getByRole('tablist', { name: t('frontPage.tabs.label') })).toHaveCount(0);
      await expect(page.getByRole('list', { name: t('frontPage.debtList') })).toHaveCount(0);
      await checkAccessibility();
      if (language === 'fi') await screenshots(page, 'persona2-weak');

      await notice.getByRole('button', { name: t('banner.multipleDebts.action') }).click();
      const dialog = page.getByRole('dialog', { name: t('situation.title') });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(t('situation.personIntro'))).toBeVisible();
      await checkAccessibility();
      await dialog.getByRole('button', { name: t('login.strongSubmit') }).click();

      await expect(page).toHaveURL(/\/sandbox\/idp\//);
      await page.getByLabel(idp[language].persona).selectOption('010190-923E');
      await page.getByRole('button', { name: idp[language].authenticate, exact: true }).click();

      await expect(page).toHaveURL(/\/front-page$/);
      await expect(page.getByRole('tablist', { name: t('frontPage.tabs.label') })).toBeVisible();
      await expect(notice).toHaveCount(0);
      // A new session of login type 6 (a new cookie: strong re-identification replaces it).
      const state = await page.evaluate(async () => (await fetch('/api/session')).json());
      expect(state).toMatchObject({ signedIn: true, LoginType: 6 });

      // Tabs: create plan (two debts allow one), debts (selected), archive (paid debts exist).
      await expect(page.getByRole('tab')).toHaveText([
        t('frontPage.tabs.plan'),
        t('frontPage.tabs.debts'),
        t('frontPage.tabs.archive'),
      ]);
      await expect(page.getByRole('tab', { name: t('frontPage.tabs.debts') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(
        page.getByRole('heading', { level: 2, name: t('frontPage.openCount', { count: 5 }) }),
      ).toBeVisible();
      // State order (distraint, court, reminding, billing, restructuring), then due date.
      const list = t('frontPage.debtList');
      expect(await cardOrder(page, list)).toEqual([
        '2000003',
        '2000002',
        '2000001',
        '2000004',
        '2000007',
      ]);
      const button = (orderNr: string) =>
        page.locator(`article[data-order-nr="${orderNr}"]`).getByRole('button');
      // Each button names the amount it pays, as the pay block's does.
      const names = (action: string) =>
        new RegExp(`^${t('payBlock.button', { action: t(`button.${action}`), amount: '.*\\d' })}`);
      await expect(button('2000003')).toHaveText(names('payQuickly'));
      await expect(button('2000002')).toHaveText(names('payNow'));
      await expect(button('2000001')).toHaveText(names('payQuickly'));
      await expect(button('2000004')).toHaveText(names('payWholeDebt'));
      // Urgency in words with an icon, not by the button's colour alone: the overdue debts say
      // so under their due date, and the one due in 40 days says how far off it is.
      const urgency = (orderNr: string) =>
        page.locator(`article[data-order-nr="${orderNr}"] [data-urgency]`);
      await expect(urgency('2000003')).toHaveAttribute('data-urgency', 'overdue');
      await expect(urgency('2000004')).toHaveAttribute('data-urgency', 'none');
      // Debt restructuring is paid under its programme: no pay button, and the card says
      // why.
      await expect(button('2000007')).toHaveCount(0);
      await expect(page.locator('article[data-order-nr="2000007"]')).toContainText(
        t('debtCard.restructuring'),
      );
      // Nor is it in the summary's total: it has a line of its own there.
      await expect(page.locator('[data-restructuring-left]')).toBeVisible();
      await checkAccessibility();
      if (language === 'fi') await screenshots(page, 'persona2-all');

      // The summary's create-plan button selects the plan tab.
      await page.getByRole('button', { name: t('button.createPaymentPlan') }).click();
      await expect(page.getByRole('tab', { name: t('frontPage.tabs.plan') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByText(t('frontPage.planDebtsIntro'))).toBeVisible();
      await checkAccessibility();

      await page.getByRole('tab', { name: t('frontPage.tabs.archive') }).click();
      expect(await cardOrder(page, t('frontPage.archiveList'))).toEqual(['2000005', '2000006']);
      await expect(
        page
          .locator('article[data-order-nr="2000005"]')
          .getByRole('term')
          .filter({ hasText: t('archiveCard.paidOn') }),
      ).toBeVisible();
      await expect(
        page
          .locator('article[data-order-nr="2000006"]')
          .getByRole('term')
          .filter({ hasText: t('archiveCard.endedOn') }),
      ).toBeVisible();
      await checkAccessibility();

      // A card's pay button opens the bank form for that debt (paying.spec.ts pays).
      await page.getByRole('tab', { name: t('frontPage.tabs.debts') }).click();
      await button('2000002').click();
      const payment = page.getByRole('dialog', { name: t('paying.form.title') });
      await expect(payment.getByRole('group', { name: t('bank.legend') })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(payment).toHaveCount(0);
      await expect(button('2000002')).toBeFocused();
    });

    test('persona 3: the company enters its business ID (a wrong check digit is refused before sending)', async ({
      page,
      checkAccessibility,
    }) => {
      await logInWithCaseNumber(page, language, '3000001', '33333333');
      const logins: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/login')) logins.push(request.postData() ?? '');
      });
      // A company does not get the person's multiple-debts notice but the business-ID prompt.
      await expect(page.getByRole('region', { name: t('banner.multipleDebts.title') })).toHaveCount(
        0,
      );
      const prompt = page.getByRole('region', { name: t('notices.companyOverview.title') });
      await prompt.getByRole('button', { name: t('notices.companyOverview.action') }).click();
      const dialog = page.getByRole('dialog', { name: t('situation.title') });
      const field = dialog.getByRole('textbox', { name: t('situation.businessId.label') });
      await field.fill('2736145-4');
      await dialog.getByRole('button', { name: t('situation.businessId.submit') }).click();
      // One error pattern: the summary takes focus and links to the field, whose
      // inline message says the same.
      const summary = dialog.getByRole('region', { name: t('errorSummary.title') });
      await expect(summary).toBeFocused();
      await expect(dialog.getByText(t('situation.businessId.invalid'))).toHaveCount(2);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await summary.getByRole('link', { name: t('situation.businessId.invalid') }).click();
      await expect(field).toBeFocused();
      await checkAccessibility();
      expect(logins).toEqual([]);

      await field.fill('2736145-5');
      await dialog.getByRole('button', { name: t('situation.businessId.submit') }).click();
      await expect(dialog).toHaveCount(0);
      await expect(
        page.getByRole('list', { name: t('frontPage.debtList') }).locator('article'),
      ).toHaveCount(2);
      expect(logins).toHaveLength(1);
      expect(JSON.parse(logins[0]!)).toEqual({ LoginType: 3, Identifier: '2736145-5' });
      await expect(
        page.getByRole('region', { name: t('notices.companyOverview.title') }),
      ).toHaveCount(0);
      await checkAccessibility();
    });

    test('persona 6: paid and open debts in their own tabs', async ({
      page,
      checkAccessibility,
    }) => {
      // A round trip to the identity provider and two axe runs.
      test.slow();
      await page.goto(`/lang/${language}`);
      await page.getByRole('tab', { name: t('login.strongTab') }).click();
      await page.getByRole('button', { name: t('login.strongSubmit') }).click();
      await expect(page).toHaveURL(/\/sandbox\/idp\//);
      await page.getByLabel(idp[language].persona).selectOption('310102A9565');
      await page.getByRole('button', { name: idp[language].authenticate, exact: true }).click();
      await expect(page).toHaveURL(/\/front-page$/);
      // No joint plan with one open debt; the tabs show because paid and open debts both exist.
      await expect(page.getByRole('tab')).toHaveText([
        t('frontPage.tabs.debts'),
        t('frontPage.tabs.archive'),
      ]);
      await expect(
        page.getByRole('list', { name: t('frontPage.debtList') }).locator('article'),
      ).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 2, name: /\d/ })).toHaveCount(0);
      await checkAccessibility();
      await page.getByRole('tab', { name: t('frontPage.tabs.archive') }).click();
      const archive = page.getByRole('list', { name: t('frontPage.archiveList') });
      await expect(archive.locator('article')).toHaveCount(1);
      await expect(archive.locator('article')).toContainText(t('debtState.8'));
      await checkAccessibility();
    });
  });
}

test('a person whose bank identity is someone else gets the mismatch error and keeps the case', async ({
  page,
}) => {
  const t = (key: string) => translate('fi', key);
  await logInWithCaseNumber(page, 'fi', '2000001', '22222222');
  await page.getByRole('button', { name: t('banner.multipleDebts.action') }).click();
  await page.getByRole('button', { name: t('login.strongSubmit') }).click();
  await expect(page).toHaveURL(/\/sandbox\/idp\//);
  await page.getByLabel(idp.fi.persona).selectOption('150385-912E');
  await page.getByRole('button', { name: idp.fi.authenticate, exact: true }).click();
  // Under load the confirm call and the reload of the page can take longer than 5 s.
  await expect(page).toHaveURL(/\/front-page$/, { timeout: 15_000 });
  // Exact: the snackbar's live region repeats the text after "Ilmoitus" for screen readers.
  await expect(page.getByText(t('error.login.mismatch'), { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  // Still the case-number session of the one case, with the notice.
  await expect(page.getByRole('region', { name: t('banner.multipleDebts.title') })).toBeVisible();
  await expect(page.getByRole('tab', { name: t('debt.tabs.pay') })).toBeVisible();
  await expect(page.getByRole('tablist', { name: t('frontPage.tabs.label') })).toHaveCount(0);
});

test('persona 1: one debt on the front page (screenshots)', async ({
  page,
  checkAccessibility,
}) => {
  const t = (key: string) => translate('fi', key);
  await logInWithCaseNumber(page, 'fi', '1000001', '11111111');
  await expect(page.getByText('Aino Virtanen').first()).toBeVisible();
  // One debt: the single-debt view with its own tabs.
  await expect(page.getByRole('tab', { name: t('debt.tabs.pay') })).toBeVisible();
  await expect(page.getByRole('region', { name: t('banner.multipleDebts.title') })).toHaveCount(0);
  await checkAccessibility();
  await screenshots(page, 'persona1');
});

test('a returning debtor’s data is read once, as the page starts, and never signed out', async ({
  page,
}) => {
  const debtorReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/debtor') debtorReads.push(request.url());
  });
  await logInWithCaseNumber(page, 'fi', '1000001', '11111111');
  await expect(page.getByText('Aino Virtanen').first()).toBeVisible();

  // A signed-in page the server does not render with its data (`/pay-all`): the page's own
  // inline read starts without the portal's script, the browser sending its session cookie.
  const script = /\/assets\/index-[\w-]+\.js$/;
  await page.route(script, (route) => route.abort());
  debtorReads.length = 0;
  await page.goto('/pay-all', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => debtorReads.length).toBe(1);
  await page.unroute(script);

  // With the script, the portal takes that read over: one read in all.
  debtorReads.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(debtorReads).toHaveLength(1);

  // Signed out, a page load reads nothing.
  await page.context().clearCookies({ name: SESSION_COOKIE });
  debtorReads.length = 0;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(debtorReads).toEqual([]);
});

test('a returning debtor’s page comes with its data before any script, and is hydrated with it', async ({
  page,
  checkAccessibility,
}) => {
  const t = (key: string) => translate('fi', key);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const debtorReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/debtor') debtorReads.push(request.url());
  });
  // Signed out, a signed-in address gets the plain page (no frame to flash on the way to login).
  expect(await (await page.request.get('/debt/1000001')).text()).toContain('<div id="root"></div>');
  await logInWithCaseNumber(page, 'fi', '1000001', '11111111');
  await expect(page.getByText('Aino Virtanen').first()).toBeVisible();

  // With the portal's script held back, the page is already there with the debtor's data: the
  // top bar, the debt with its amount to pay, and its own tabs. Personal, so never cached.
  const script = /\/assets\/index-[\w-]+\.js$/;
  await page.route(script, (route) => route.abort());
  // (Navigated by the page itself: the fixture's goto would wait for the held-back script.)
  const answer = page.waitForResponse((response) => response.url().endsWith('/debt/1000001'));
  await page.evaluate(() => window.location.assign('/debt/1000001'));
  expect(await (await answer).headerValue('cache-control')).toBe('private, no-store');
  await page.waitForLoadState('domcontentloaded');
  await expect(page.getByRole('link', { name: t('topBar.home') })).toBeVisible();
  await expect(page.getByRole('tab', { name: t('debt.tabs.pay') })).toBeVisible();
  await expect(
    page
      .locator('main')
      .getByText(/\d,\d\d\s€/)
      .first(),
  ).toBeVisible();
  await checkAccessibility();
  await page.unroute(script);

  // With the script, the portal hydrates that page with the same data: no second read, no
  // errors (the held-back script's own failure is not counted).
  errors.length = 0;
  debtorReads.length = 0;
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-portal-start', 'hydrated');
  await expect(page.getByRole('tab', { name: t('debt.tabs.pay') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(debtorReads).toEqual([]);
  expect(errors).toEqual([]);

  // The front page the same way: hydrated with its data, nothing read again, no errors.
  await page.goto('/front-page');
  await expect(page.locator('html')).toHaveAttribute('data-portal-start', 'hydrated');
  await expect(page.getByText('Aino Virtanen').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(debtorReads).toEqual([]);
  expect(errors).toEqual([]);
});
