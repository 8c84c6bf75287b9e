// Web benchmark, signed-in pages: a returning debtor's pages on a phone.
//
// `npm run bench:web -- --signed-in` runs this instead of the login-page Lighthouse runs. The
// portal is built and served as for those (the real server, fresh data directory). Lighthouse
// cannot keep a session and a warm cache between its runs, so this drives Debian's Chromium with
// Playwright and reads the browser's own figures: a PerformanceObserver for `layout-shift`
// (CLS: the shifts not caused by input, summed over the load, which is one session window here)
// and `largest-contentful-paint` (LCP: the last candidate's start time).
//
// A returning debtor: one browser context per debtor (cache and local storage kept between its
// pages), cookie choice made, logged in once, every measured page opened once unthrottled so
// its scripts are in the cache. Each measured load is then a new tab in that context with
// devtools-like throttling through CDP (Lighthouse's mobile values: 562.5 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up, 4x CPU slowdown) at 412x823, as a Moto G-sized phone. Rounds are
// interleaved over the pages; medians are printed and checked against CLS < 0.02.
//
// The front page (one debt, several) and the debt view are also measured against their own
// script-free snapshot: the loaded page's HTML with every script removed and
// the CSS it uses as a file, served precompressed by the same server from the same origin
// (`captureReferences`, before the measured rounds; the server is then restarted so it serves
// them), cached as a returning browser has it, and loaded in the same rounds and throttling.
//
// Options (after --signed-in): --rounds N (default 5), --shots DIR (also screenshots of each
// page's loading state, the debtor read held back, and its loaded state, at 390 and 1280 px).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const { chromiumPath, chromiumArgs } = require('../chromium.cjs') as {
  chromiumPath: string;
  chromiumArgs: string[];
};

const CLS_TARGET = 0.02;
/** From the login click to the amount on screen, a returning browser. */
const LOGIN_TARGET_MS = 1000;
/** LCP at most 1.5 times the page's own script-free snapshot's. */
const LCP_RATIO_TARGET = 1.5;
// Lighthouse's mobile devtools throttling (constants.throttling.mobileSlow4G).
const THROTTLING = {
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1024 * 1024 * 0.9) / 8) | 0,
  uploadThroughput: ((750 * 1024 * 0.9) / 8) | 0,
  cpu: 4,
};
const VIEWPORT = { width: 412, height: 823 };
// Late shifts (a chart, a font) are still counted this long after the page's content shows.
const SETTLE_MS = 2000;

/** How a debtor logs in: with a case number or at the sandbox identity provider. */
type Login = { caseNumber: string; onlineId: string } | { identityCode: string };

interface Debtor {
  name: string;
  login: Login;
  pages: Array<{ name: string; path: string; ready: string }>;
}

// `ready`: a selector that shows once the page's content (not its skeleton) is on screen.
const DEBTORS: Debtor[] = [
  {
    name: 'persona 2, case 2000001',
    login: { caseNumber: '2000001', onlineId: '22222222' },
    pages: [{ name: 'front-single', path: '/front-page', ready: 'main h2' }],
  },
  {
    name: 'persona 2, bank login',
    login: { identityCode: '010190-923E' },
    pages: [
      { name: 'front-multi', path: '/front-page', ready: 'main [role="tablist"]' },
      { name: 'debt', path: '/debt/2000001', ready: 'main h2' },
      { name: 'payments', path: '/payments', ready: 'main section > p' },
      { name: 'profile', path: '/profile', ready: 'main h2' },
      { name: 'help', path: '/help', ready: 'main [role="tablist"]' },
    ],
  },
  {
    name: 'persona 7, bank login',
    login: { identityCode: '131052-9672' },
    pages: [{ name: 'payment-plan', path: '/payment-plan/7000001', ready: 'main h2' }],
  },
];

interface Figures {
  cls: number;
  lcp?: number;
  lcpElement?: string;
  shifts: Array<{ value: number; at: number; nodes: string[] }>;
  /** When the ready selector showed, from navigation start. */
  ready: number;
}

/**
 * Runs in the page before its scripts: collects layout shifts and LCP candidates. A string, not
 * a function: tsx's transform would put helpers into the function's text that the page lacks.
 */
const OBSERVE = `(() => {
  const bench = (window.__bench = { shifts: [] });
  const label = (node) => {
    if (!node || !(node instanceof Element)) return node ? node.nodeName : '?';
    const text = (node.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 30);
    return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + ' "' + text + '"';
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      bench.shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        nodes: (entry.sources || []).map((source) => label(source.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    if (!last) return;
    bench.lcp = last.startTime;
    bench.lcpElement = label(last.element);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

/** The pages measured against their script-free snapshot. */
const REFERENCED = ['front-single', 'front-multi', 'debt'];

/**
 * The loaded page without scripts: its HTML (scripts, module preloads and style elements removed;
 * each style attribute turned into a rule, as the server's CSP allows no inline style on a static
 * file) and every rule of its style sheets, for one CSS file. A string, as OBSERVE is.
 */
const SNAPSHOT = `(() => {
  const rules = [];
  for (const sheet of document.styleSheets) {
    try { for (const rule of sheet.cssRules) rules.push(rule.cssText); } catch (error) {}
  }
  const doc = document.documentElement.cloneNode(true);
  doc.querySelectorAll('script, style, link[rel="modulepreload"], link[rel="stylesheet"]')
    .forEach((node) => node.remove());
  let n = 0;
  doc.querySelectorAll('[style]').forEach((node) => {
    n += 1;
    node.setAttribute('data-bench-style', String(n));
    rules.push('[data-bench-style="' + n + '"]{' + node.getAttribute('style') + '}');
    node.removeAttribute('style');
  });
  delete doc.dataset.portalStart;
  delete doc.dataset.portalPage;
  return { html: '<!doctype html>\\n' + doc.outerHTML, css: rules.join('\\n') };
})()`;

/** Where the snapshots go: beside the portal's files, so its own server sends them. */
export interface ReferenceFiles {
  /** portal/dist */
  portalDir: string;
}

const referenceHtml = (name: string) => `bench-reference/${name}.html`;
const referenceCss = (name: string) => `assets/bench-reference-${name}.css`;

function writeCompressed(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
}

/**
 * Writes the script-free snapshot of each referenced page (logged in, loaded,
 * unthrottled) into the portal's directory; returns a function that removes them again. The
 * server serves them once restarted (its static files are listed at start).
 */
export async function captureReferences(
  baseURL: string,
  { portalDir }: ReferenceFiles,
): Promise<() => void> {
  const written: string[] = [];
  const remove = () => {
    for (const file of written) rmSync(file, { force: true });
    rmSync(join(portalDir, 'bench-reference'), { recursive: true, force: true });
  };
  mkdirSync(join(portalDir, 'bench-reference'), { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const debtor of DEBTORS) {
      const targets = debtor.pages.filter((target) => REFERENCED.includes(target.name));
      if (targets.length === 0) continue;
      const context = await newDebtorContext(browser);
      const page = await context.newPage();
      await logIn(page, baseURL, debtor.login);
      for (const target of targets) {
        await page.goto(`${baseURL}${target.path}`);
        await page.locator(target.ready).first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        const { html, css } = (await page.evaluate(SNAPSHOT)) as { html: string; css: string };
        const withCss = html.replace(
          '</head>',
          `<link rel="stylesheet" href="/${referenceCss(target.name)}"></head>`,
        );
        for (const [file, text] of [
          [referenceHtml(target.name), withCss],
          [referenceCss(target.name), css],
        ] as const) {
          const path = join(portalDir, file);
          writeCompressed(path, text);
          written.push(path, `${path}.br`, `${path}.gz`);
        }
      }
      await context.close();
    }
  } catch (error) {
    remove();
    throw error;
  } finally {
    await browser.close();
  }
  return remove;
}

/**
 * Waits for the login form; on a phone it is in a dialog, opened by a button. The prerendered
 * page shows before its script has run, and a click while it is being hydrated can be lost
 * (the throttled phone takes seconds), so the button is clicked again until the form shows.
 */
async function openLoginForm(page: Page): Promise<void> {
  const open = page.getByRole('button', { name: 'Kirjaudu sisään', exact: true });
  const form = page.getByRole('textbox', { name: 'Asianumero' });
  await page.locator('html[data-portal-start]').waitFor({ state: 'attached', timeout: 60_000 });
  await open.or(page.getByRole('tablist')).first().waitFor({ timeout: 60_000 });
  for (let attempt = 0; attempt < 30 && !(await form.isVisible()); attempt += 1) {
    // A click that waits on the opening dialog's overlay is a click that already worked.
    if (await open.isVisible()) await open.click({ timeout: 2000 }).catch(() => {});
    await form.waitFor({ timeout: 2000 }).catch(() => {});
  }
}

async function logIn(page: Page, baseURL: string, login: Login): Promise<void> {
  await page.goto(`${baseURL}/lang/fi`);
  await openLoginForm(page);
  if ('caseNumber' in login) {
    await page.getByRole('textbox', { name: 'Asianumero' }).fill(login.caseNumber);
    await page.getByLabel(/^Verkkotunnus/).fill(login.onlineId);
    await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
  } else {
    await page.getByRole('tab', { name: 'Pankkitunnukset' }).click();
    await page.getByRole('button', { name: 'Tunnistaudu pankkitunnuksilla' }).click();
    await page.waitForURL(/\/sandbox\/idp\//);
    await page.getByLabel('Testihenkilö').selectOption(login.identityCode);
    await page.getByRole('button', { name: 'Tunnistaudu', exact: true }).click();
  }
  await page.waitForURL(/\/front-page$/);
  await page.locator('main h2, main [role="tablist"]').first().waitFor();
  // The missing-contact prompt, when it opens, opens soon after the data.
  await page.waitForTimeout(1000);
  if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}

async function newDebtorContext(
  browser: Browser,
  width = VIEWPORT.width,
  height = VIEWPORT.height,
) {
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: width < 800 ? 1.75 : 1,
    isMobile: width < 800,
    hasTouch: width < 800,
    locale: 'fi-FI',
  });
  // The cookie choice is made (a returning debtor), so no banner covers the page.
  await context.addInitScript(() => {
    if (!localStorage.getItem('portal.consent')) {
      localStorage.setItem(
        'portal.consent',
        JSON.stringify({ cookies: false, tracking: false, saved: true }),
      );
    }
  });
  // No request routing here: Playwright turns the browser's HTTP cache off in a context that
  // routes requests, and a returning debtor's scripts come from that cache. The missing-contact
  // prompt, which would open over some debtors' pages, is closed once at login; the server then
  // records it as asked (POST /api/debtor/contactQueried) and does not ask again for a month.
  return context;
}

async function measureLoad(context: BrowserContext, url: string, ready: string): Promise<Figures> {
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: OBSERVE });
    await throttle(context, page);
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    const readyAt = await page.evaluate(() => performance.now());
    await page.waitForTimeout(SETTLE_MS);
    const bench = await page.evaluate(
      () =>
        (
          window as unknown as {
            __bench: {
              shifts: Array<{ value: number; at: number; nodes: string[] }>;
              lcp?: number;
              lcpElement?: string;
            };
          }
        ).__bench,
    );
    return {
      cls: bench.shifts.reduce((sum, shift) => sum + shift.value, 0),
      ...(bench.lcp !== undefined ? { lcp: bench.lcp } : {}),
      ...(bench.lcpElement ? { lcpElement: bench.lcpElement } : {}),
      shifts: bench.shifts,
      ready: readyAt,
    };
  } finally {
    await page.close();
  }
}

/** Throttles a page as a phone on a slow network (Lighthouse's mobile devtools values). */
async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latency,
    downloadThroughput: THROTTLING.downloadThroughput,
    uploadThroughput: THROTTLING.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpu });
}

/** A money amount as the portal shows it, "325,80 €". */
const AMOUNT = /\d[\d\s\u00a0]*,\d{2}\s?€/;

/** Marks the click on the login button and the first frame with the amount in main. */
const WATCH_LOGIN = `(() => {
  const amount = new RegExp(PATTERN);
  const timing = (window.__login = {});
  const submit = [...document.querySelectorAll('button')].find(
    (button) => button.textContent.trim() === 'Kirjaudu',
  );
  submit.addEventListener('click', () => (timing.clickedAt = performance.now()), {
    capture: true,
    once: true,
  });
  const check = () => {
    const main = document.querySelector('main');
    if (location.pathname === '/front-page' && main && amount.test(main.textContent || '')) {
      timing.shownAt = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/**
 * A returning browser (scripts cached, signed out) logs in with a case number;
 * the time from the click on "Kirjaudu" to the debt's amount on the front page, throttled. Timed
 * in the page (performance.now at the click and at the first frame the amount is in), so the
 * bench's own round trips are not counted.
 */
async function measureLogin(
  context: BrowserContext,
  baseURL: string,
  login: { caseNumber: string; onlineId: string },
): Promise<number> {
  const page = await context.newPage();
  try {
    await page.goto(`${baseURL}/lang/fi`);
    // Signed out: the session is the server's HttpOnly cookie.
    await context.clearCookies({ name: 'portal-session' });
    await throttle(context, page);
    await page.goto(`${baseURL}/lang/fi`);
    await openLoginForm(page);
    await page.getByRole('textbox', { name: 'Asianumero' }).fill(login.caseNumber);
    await page.getByLabel(/^Verkkotunnus/).fill(login.onlineId);
    const submit = page.getByRole('button', { name: 'Kirjaudu', exact: true });
    // Watches for the amount from the click on, frame by frame (a string, as OBSERVE is).
    await page.evaluate(WATCH_LOGIN.replace('PATTERN', JSON.stringify(AMOUNT.source)));
    await submit.click();
    await page.waitForFunction(
      () => (window as unknown as { __login: { shownAt?: number } }).__login.shownAt !== undefined,
      undefined,
      { timeout: 60_000 },
    );
    return await page.evaluate(() => {
      const { clickedAt = NaN, shownAt = NaN } = (
        window as unknown as { __login: { clickedAt?: number; shownAt?: number } }
      ).__login;
      return shownAt - clickedAt;
    });
  } finally {
    await page.close();
  }
}

/** Screenshots of a page while the debtor read is held back, and once it has loaded. */
async function screenshots(
  browser: Browser,
  baseURL: string,
  debtor: Debtor,
  dir: string,
): Promise<void> {
  for (const width of [390, 1280]) {
    const context = await newDebtorContext(browser, width, width < 800 ? 844 : 900);
    const warm = await context.newPage();
    await logIn(warm, baseURL, debtor.login);
    await warm.close();
    for (const target of debtor.pages) {
      const page = await context.newPage();
      let release: () => void = () => {};
      const held = new Promise<void>((done) => (release = done));
      // Held back: the skeleton is what shows while the read is on its way.
      await page.route('**/api/debtor', async (route) => {
        await held;
        await route.fallback();
      });
      await page.route('**/api/faq**', async (route) => {
        await held;
        await route.fallback();
      });
      await page.goto(`${baseURL}${target.path}`);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: join(dir, `${target.name}-${width}-loading.png`) });
      release();
      await page.locator(target.ready).first().waitFor();
      await page.waitForTimeout(800);
      await page.screenshot({ path: join(dir, `${target.name}-${width}-loaded.png`) });
      await page.close();
    }
    await context.close();
  }
}

function median(values: number[]): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface SignedInSummary {
  viewport: typeof VIEWPORT;
  throttling: typeof THROTTLING;
  rounds: number;
  pages: Record<
    string,
    { cls?: number; lcp?: number; ready?: number; lcpElement?: string; runs: Figures[] }
  >;
  targets: Array<{ target: string; page: string; value?: number; pass: boolean }>;
  /** The script-free snapshots: median LCP, and the page's LCP over it. */
  references?: Record<string, { lcp?: number; ratio?: number; runs: Figures[] }>;
  /** Login click to the amount on screen, ms. */
  login?: { median?: number; runs: number[] };
}

export async function benchSignedIn(options: {
  baseURL: string;
  rounds: number;
  shotsDir?: string;
  /** Whether the snapshots of `captureReferences` are served (and measured). */
  references?: boolean;
}): Promise<SignedInSummary> {
  const { baseURL, rounds, shotsDir, references = false } = options;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results: Record<string, Figures[]> = {};
  const referenceResults: Record<string, Figures[]> = {};
  const logins: number[] = [];
  try {
    const contexts: Array<{ debtor: Debtor; context: BrowserContext }> = [];
    for (const debtor of DEBTORS) {
      const context = await newDebtorContext(browser);
      const page = await context.newPage();
      await logIn(page, baseURL, debtor.login);
      // Every measured page (and snapshot) once, unthrottled: its scripts go to the cache.
      for (const target of debtor.pages) {
        await page.goto(`${baseURL}${target.path}`);
        await page.locator(target.ready).first().waitFor();
        await page.waitForLoadState('networkidle');
        if (references && REFERENCED.includes(target.name)) {
          await page.goto(`${baseURL}/${referenceHtml(target.name)}`);
          await page.locator(target.ready).first().waitFor();
          await page.waitForLoadState('networkidle');
        }
      }
      await page.close();
      contexts.push({ debtor, context });
    }
    const total = rounds * DEBTORS.reduce((sum, d) => sum + d.pages.length, 0);
    let done = 0;
    for (let round = 1; round <= rounds; round += 1) {
      for (const { debtor, context } of contexts) {
        for (const target of debtor.pages) {
          const figures = await measureLoad(context, `${baseURL}${target.path}`, target.ready);
          (results[target.name] ??= []).push(figures);
          if (references && REFERENCED.includes(target.name)) {
            const reference = await measureLoad(
              context,
              `${baseURL}/${referenceHtml(target.name)}`,
              target.ready,
            );
            (referenceResults[target.name] ??= []).push(reference);
            console.log(
              `      round ${round} ${target.name} script-free snapshot: LCP ${Math.round(reference.lcp ?? NaN)} ms, CLS ${reference.cls.toFixed(3)}`,
            );
          }
          done += 1;
          const top = [...figures.shifts].sort((a, b) => b.value - a.value)[0];
          console.log(
            `[${String(done).padStart(3)}/${total}] round ${round} ${target.name.padEnd(12)} ` +
              `CLS ${figures.cls.toFixed(3)} LCP ${Math.round(figures.lcp ?? NaN)} ms, ` +
              `content at ${Math.round(figures.ready)} ms` +
              (top
                ? `; largest shift ${top.value.toFixed(3)} at ${top.at} ms: ${top.nodes.join(', ')}`
                : ''),
          );
        }
        if ('caseNumber' in debtor.login) {
          const ms = await measureLogin(context, baseURL, debtor.login);
          logins.push(ms);
          console.log(`      round ${round} login click to amount on screen: ${Math.round(ms)} ms`);
        }
      }
    }
    for (const { context } of contexts) await context.close();
    if (shotsDir) {
      mkdirSync(shotsDir, { recursive: true });
      for (const debtor of DEBTORS) await screenshots(browser, baseURL, debtor, shotsDir);
      console.log(`Screenshots in ${shotsDir}`);
    }
  } finally {
    await browser.close();
  }

  const summary: SignedInSummary = {
    viewport: VIEWPORT,
    throttling: THROTTLING,
    rounds,
    pages: {},
    targets: [],
  };
  console.log();
  console.log(
    `Signed-in pages, returning debtor, ${VIEWPORT.width}x${VIEWPORT.height}, devtools-like throttling (CPU ${THROTTLING.cpu}x); medians of ${rounds} loads`,
  );
  console.log(
    `${'page'.padEnd(13)} ${'CLS'.padStart(6)} ${'LCP ms'.padStart(7)} ${'content ms'.padStart(10)}  CLS of each run`,
  );
  for (const [name, runs] of Object.entries(results)) {
    const cls = median(runs.map((r) => r.cls));
    const lcp = median(runs.flatMap((r) => (r.lcp === undefined ? [] : [r.lcp])));
    const ready = median(runs.map((r) => r.ready));
    const elements = runs.map((r) => r.lcpElement).filter(Boolean);
    summary.pages[name] = {
      ...(cls !== undefined ? { cls } : {}),
      ...(lcp !== undefined ? { lcp } : {}),
      ...(ready !== undefined ? { ready } : {}),
      ...(elements[0] ? { lcpElement: elements[elements.length - 1] } : {}),
      runs,
    };
    console.log(
      `${name.padEnd(13)} ${(cls ?? NaN).toFixed(3).padStart(6)} ${String(Math.round(lcp ?? NaN)).padStart(7)} ${String(Math.round(ready ?? NaN)).padStart(10)}  ${runs.map((r) => r.cls.toFixed(3)).join(' ')}`,
    );
    summary.targets.push({
      target: `CLS < ${CLS_TARGET}`,
      page: name,
      ...(cls !== undefined ? { value: cls } : {}),
      pass: cls !== undefined && cls < CLS_TARGET,
    });
  }
  if (Object.keys(referenceResults).length > 0) {
    summary.references = {};
    console.log();
    console.log(
      `${'page'.padEnd(13)} ${'LCP ms'.padStart(7)} ${'snapshot'.padStart(9)} ${'ratio'.padStart(6)}`,
    );
    for (const [name, runs] of Object.entries(referenceResults)) {
      const lcp = median(runs.flatMap((r) => (r.lcp === undefined ? [] : [r.lcp])));
      const pageLcp = summary.pages[name]?.lcp;
      const ratio = lcp && pageLcp !== undefined ? pageLcp / lcp : undefined;
      summary.references[name] = {
        ...(lcp !== undefined ? { lcp } : {}),
        ...(ratio !== undefined ? { ratio } : {}),
        runs,
      };
      console.log(
        `${name.padEnd(13)} ${String(Math.round(pageLcp ?? NaN)).padStart(7)} ${String(Math.round(lcp ?? NaN)).padStart(9)} ${(ratio ?? NaN).toFixed(2).padStart(6)}`,
      );
      summary.targets.push({
        target: `LCP ≤ ${LCP_RATIO_TARGET}× snapshot`,
        page: name,
        ...(ratio !== undefined ? { value: ratio } : {}),
        pass: ratio !== undefined && ratio <= LCP_RATIO_TARGET,
      });
    }
  }
  const login = median(logins);
  summary.login = { ...(login !== undefined ? { median: login } : {}), runs: logins };
  console.log(
    `login click to the amount on screen (case number, returning browser): median ${Math.round(login ?? NaN)} ms of ${logins.map((ms) => Math.round(ms)).join(', ')}`,
  );
  summary.targets.push({
    target: `login ≤ ${LOGIN_TARGET_MS} ms`,
    page: 'front-single',
    ...(login !== undefined ? { value: login } : {}),
    pass: login !== undefined && login <= LOGIN_TARGET_MS,
  });
  for (const [name, page] of Object.entries(summary.pages)) {
    if (page.lcpElement) console.log(`  LCP element, ${name}: ${page.lcpElement}`);
  }
  console.log();
  console.log('Targets (medians):');
  for (const t of summary.targets) {
    console.log(
      `  ${t.pass ? 'PASS' : 'MISS'}  ${t.page.padEnd(13)} ${t.target.padEnd(16)} ${t.value?.toFixed(t.value > 10 ? 0 : 3) ?? 'no data'}`,
    );
  }
  return summary;
}
