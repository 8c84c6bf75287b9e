import { execFileSync } from 'node:child_process';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { translate, type LanguageId } from '@portal/translations';
import { ARIA_SNAPSHOT, AXE_CHECK } from '../src/features/accessibility/evidence-records';
import {
  describeFindings,
  equalAccessArgs,
  equalAccessInPage,
  gatedFindings,
  type EqualAccessFinding,
} from '../src/features/accessibility/equal-access';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const equalAccessSource = readFileSync(
  require.resolve('accessibility-checker-engine/ace.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core (WCAG 2.2 AA and best practices) over the whole page; returns the violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Colours caught in the middle of a transition (a button turning disabled) are not what the user
  // sees for long: let finite transitions and animations end first (a spinner's never do).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the DevTools protocol, so the page's CSP does not need to allow it; once per
  // document, as IBM's engine is (half a megabyte of script parsed again at each check otherwise).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, o: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target as string[] })),
    }));
  });
}

/**
 * Runs IBM Equal Access (WCAG 2.2 A and AA, the second engine) over the whole page; returns the
 * violations that fail a check (portal/src/features/accessibility/equal-access.ts).
 */
export async function equalAccessViolations(page: Page): Promise<EqualAccessFinding[]> {
  // Once per document, through the DevTools protocol as axe is (the page's CSP is not asked).
  if (!(await page.evaluate(() => 'ace' in window))) await page.evaluate(equalAccessSource);
  return gatedFindings(await page.evaluate(equalAccessInPage, equalAccessArgs()));
}

/**
 * `E2E_TIMINGS=1`: each journey notes how long its logins, accessibility checks (axe, IBM) and ARIA
 * snapshots took, as `timing` annotations that `scripts/journey-timings.mjs` sums from Playwright's
 * JSON report: where a journey's time goes, measured instead of guessed.
 */
const TIMINGS = process.env.E2E_TIMINGS === '1';
export async function timed<T>(what: string, work: () => Promise<T>): Promise<T> {
  if (!TIMINGS) return work();
  const start = performance.now();
  try {
    return await work();
  } finally {
    base.info().annotations.push({
      type: 'timing',
      description: `${what} ${Math.round(performance.now() - start)}`,
    });
  }
}

/** Pages under test: CSP violations are collected from the first script on, and checked after. */
export const test = base.extend<{
  checkAccessibility: () => Promise<void>;
  /**
   * Pins the accessibility tree of a region (a page's main, a dialog) to its committed ARIA
   * snapshot (`<spec>-snapshots/<name>.aria.yml`): a lost label, heading, role or state fails.
   * Counted by the evidence reporter for the accessibility statement.
   */
  pinAriaSnapshot: (region: Locator, name: string) => Promise<void>;
  /** Violations a spec expects (reported, not executed); none unless a spec says so. */
  expectedCspViolations: RegExp | null;
  /**
   * The missing-contact-information dialog (spec 4) opens after login for debtors without an
   * e-mail or phone, at most once a month; journeys about other things see the debtor as asked
   * just now, and the journey about the dialog turns this on.
   */
  missingContactPrompt: boolean;
}>({
  expectedCspViolations: [null, { option: true }],
  missingContactPrompt: [false, { option: true }],
  page: async ({ page, expectedCspViolations, missingContactPrompt }, use) => {
    if (!missingContactPrompt) {
      // "Last asked" is the server's (contactInformation.lastQueried): the debtor data is read as
      // if asked just now, without changing what the server keeps. The data comes from the
      // debtor read, a login's answer and a signed-in page the server rendered with it, in every
      // tab of the journey's browser.
      const context = page.context();
      type Data = { debtor?: { contactInformation?: Record<string, unknown> } };
      const askedNow = (data: Data | undefined) => {
        const contact = data?.debtor?.contactInformation;
        if (contact) contact.lastQueried = new Date().toISOString();
      };
      await context.route('**/api/debtor', async (route) => {
        const response = await route.fetch();
        const body = (await response.json().catch(() => null)) as { responseObject?: Data } | null;
        if (!body?.responseObject) return route.fulfill({ response });
        askedNow(body.responseObject);
        return route.fulfill({ response, json: body });
      });
      await context.route(/\/api\/(login|authentication\/confirm)$/, async (route) => {
        const response = await route.fetch();
        const body = (await response.json().catch(() => null)) as { debtor?: Data } | null;
        if (!body?.debtor) return route.fulfill({ response });
        askedNow(body.debtor);
        return route.fulfill({ response, json: body });
      });
      await context.route(
        (url) => /^\/(front-page|debt\/|payment-plan\/|payments$|profile$)/.test(url.pathname),
        async (route) => {
          if (route.request().resourceType() !== 'document') return route.fallback();
          const response = await route.fetch();
          const html = await response.text();
          const asked = JSON.stringify(new Date().toISOString());
          const body = html.replace(
            /("lastQueried":)(null|"[^"]*")/g,
            (_match, key: string) => `${key}${asked}`,
          );
          return route.fulfill({ response, body });
        },
      );
    }
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    // A prerendered page (the login home, help) shows before its script has run; a click then
    // would reach a page not yet hydrated. Navigations wait until the portal has started on it.
    for (const method of ['goto', 'reload'] as const) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      (page as unknown as Record<string, unknown>)[method] = (...args: unknown[]) =>
        timed('goto', async () => {
          const response = await navigate(...args);
          if ((await page.locator('#portal-boot').count()) > 0) {
            await page.locator('html[data-portal-page]').waitFor({ state: 'attached' });
          }
          return response;
        });
    }
    await use(page);
    // A debtor read still in flight when the test ends (a page left loading) must not fail the
    // run: its route callback would answer on a closed page.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().unrouteAll({ behavior: 'ignoreErrors' });
    const violations = await page
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => []);
    const unexpected = violations.filter((v) => !expectedCspViolations?.test(v));
    expect(unexpected, 'content security policy violations').toEqual([]);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern
  pinAriaSnapshot: async ({}, use, testInfo) => {
    await use(async (region, name) => {
      await timed('aria', () => expect(region).toMatchAriaSnapshot({ name: `${name}.aria.yml` }));
      testInfo.annotations.push({ type: ARIA_SNAPSHOT, description: name });
    });
  },
  checkAccessibility: async ({ page }, use, testInfo) => {
    await use(async () => {
      const violations = await timed('axe', () => axeViolations(page));
      const findings = await timed('ibm', () => equalAccessViolations(page));
      // Counted by the evidence reporter (evidence-reporter.ts) for the accessibility statement.
      const lang = await page.evaluate(() => document.documentElement.lang).catch(() => '');
      testInfo.annotations.push({
        type: AXE_CHECK,
        description: `${lang} ${page.viewportSize()?.width ?? 0} ${violations.length} ${findings.length}`,
      });
      expect(violations, 'axe-core violations').toEqual([]);
      expect(describeFindings(lang, findings), 'IBM Equal Access violations').toEqual([]);
    });
  },
});

export { expect };

/** The messages of one language, as the portal shows them. */
export const tr =
  (language: LanguageId) => (key: string, values?: Record<string, string | number>) =>
    translate(language, key, values);

/** A case-number login in the given language, ending on the front page. */
/**
 * One journey per behaviour, the languages taking turns. A file writes its journeys once for every
 * language (`for (const language of languages)`); each journey then runs in one language only:
 * the file's first journey in the first language, the second in the second, and so on. All three
 * languages are driven, and no journey runs three times for the same behaviour.
 *
 *   const inTurn = takeTurns(languages);
 *   for (const language of languages) {
 *     const test = inTurn(language);
 *     test('…', async ({ page }) => { … });
 */
export function takeTurns(languages: readonly LanguageId[]) {
  const written = new Map<LanguageId, number>();
  return (language: LanguageId): typeof test => {
    const inTurn = (title: string, body: Parameters<typeof test>[2]) => {
      const index = written.get(language) ?? 0;
      written.set(language, index + 1);
      if (languages[index % languages.length] === language) test(title, body);
    };
    // test.describe, test.slow and the rest stay Playwright's own.
    return Object.setPrototypeOf(inTurn, test) as typeof test;
  };
}

export async function logIn(
  page: Page,
  language: LanguageId,
  caseNumber: string,
  onlineId: string,
) {
  await timed('login', async () => {
    const t = tr(language);
    await page.goto(`/lang/${language}`);
    await page.getByRole('textbox', { name: t('login.caseNumber') }).fill(caseNumber);
    await page.getByLabel(new RegExp(`^${t('login.onlineId')}`)).fill(onlineId);
    await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/front-page$/);
  });
}

/** The sandbox identity provider's own words (server/src/sandbox/texts.ts): it speaks the portal's language. */
const IDP_TEXTS: Record<LanguageId, { persona: string; submit: string }> = {
  fi: { persona: 'Testihenkilö', submit: 'Tunnistaudu' },
  se: { persona: 'Testperson', submit: 'Identifiera' },
  en: { persona: 'Test person', submit: 'Identify' },
};

/**
 * A strong login with bank credentials at the sandbox identity provider, ending on the front page;
 * persona 2 (010190-923E, all seven debts) unless another identity code is given.
 */
export async function logInStrongly(
  page: Page,
  language: LanguageId,
  identityCode = '010190-923E',
) {
  await timed('login', async () => {
    const t = tr(language);
    await page.goto(`/lang/${language}`);
    await page.getByRole('tab', { name: t('login.strongTab') }).click();
    await page.getByRole('button', { name: t('login.strongSubmit') }).click();
    await identifyAtSandbox(page, language, identityCode);
    await expect(page).toHaveURL(/\/front-page$/);
  });
}

/** At the sandbox identity provider: identifies as the given identity code. */
export async function identifyAtSandbox(page: Page, language: LanguageId, identityCode: string) {
  await expect(page).toHaveURL(/\/sandbox\/idp\//);
  await page.getByLabel(IDP_TEXTS[language].persona).selectOption(identityCode);
  await page.getByRole('button', { name: IDP_TEXTS[language].submit, exact: true }).click();
}

/** The text of a downloaded PDF as poppler's pdftotext reads it, every run of spaces as one. */
export function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(
    /[\s\u00a0\u202f]+/g,
    ' ',
  );
}

/** The name of the session cookie on the journeys' plain-HTTP server. */
export const SESSION_COOKIE = 'portal-session';

/**
 * The payment methods' names as the sandbox Paytrail lists them (server/src/sandbox/texts.ts and
 * paytrail-catalogue.ts): the bank selection shows the provider's names, in every language.
 */
export const METHOD_NAMES = {
  mobilepay: 'MobilePay',
  osuuspankki: 'OP',
  nordea: 'Nordea',
  aktia: 'Aktia',
  danske: 'Danske Bank',
} as const;

/** The browser's session cookie as the browser holds it (HttpOnly: page script never sees it). */
export async function sessionCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

/**
 * Ends the browser's session on the server only, as an expiry or a revocation would: the logout
 * is sent from outside the browser, so the browser keeps its (now dead) cookie.
 */
export async function endSessionOnServer(page: Page, baseURL: string): Promise<void> {
  const cookie = await sessionCookie(page);
  if (!cookie) throw new Error('no session cookie');
  const res = await fetch(new URL('/api/logout', baseURL), {
    method: 'POST',
    headers: { cookie: `${SESSION_COOKIE}=${cookie.value}`, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!res.ok) throw new Error(`logout answered ${res.status}`);
}

/** The signed-in debtor's data as the server answers it to the browser's session. */
export async function debtorAsServed(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    const response = await fetch('/api/debtor', { credentials: 'same-origin' });
    return (await response.json()) as unknown;
  });
}
