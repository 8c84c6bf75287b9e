// Web benchmark: the portal's login page against a reference page of similar
// content, in Lighthouse's mobile profile, performance category only. Not part of `npm test`.
//
// The reference (scripts/bench-web/reference/) is a client-rendered plain React login card with
// plain CSS and the portal's web font, built with Vite into a temporary folder and served
// precompressed (Brotli or gzip by Accept-Encoding) from a small HTTP server. The portal is built
// (`npm run build:portal`, skipped with --no-build when portal/dist exists) and served by the real
// server with a fresh data directory, as scripts/check-bundle.mjs does. Both listen on 127.0.0.1
// only. The login page is measured in Finnish, Swedish and English, each as a first visit from a
// browser in that language (Chromium's --lang and --accept-lang).
//
// Runs are interleaved (portal-fi, reference, portal-sv, reference, portal-en, reference, ...),
// each with a fresh Chromium, in both throttling modes (devtools: real latency, bandwidth and CPU
// slowdown; simulate: Lantern's estimate from an unthrottled load); a failed run is tried once
// more. The reference runs after every portal page, so it gets three times the runs of each
// language, and its medians (the LCP ratio's denominator too) are over all its runs in the mode.
// Medians are printed and checked against the targets; the exit code is 0 whatever the figures
// (it is a benchmark), 1 on a crash.
//
// Usage: npm run bench:web -- [--no-build] [--json FILE]
//        npm run bench:web -- --signed-in [--no-build] [--rounds N] [--shots DIR] [--json FILE]
// (--signed-in: a returning debtor's signed-in pages instead, see signed-in.ts.)
// Environment: BENCH_RUNS (runs per page and mode, default 5), BENCH_PORTAL_PORT (4610),
// BENCH_REFERENCE_PORT (4611), BENCH_LANGS (fi,sv,en), BENCH_MODES (devtools,simulate).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { benchSignedIn, captureReferences } from './signed-in';

const require = createRequire(import.meta.url);
const { chromiumPath, chromiumArgs } = require('../chromium.cjs') as {
  chromiumPath: string;
  chromiumArgs: string[];
};
const lighthouseVersion = (require('lighthouse/package.json') as { version: string }).version;

const root = resolve(new URL('../..', import.meta.url).pathname);
const portalDist = join(root, 'portal/dist');
const referenceConfig = join(root, 'scripts/bench-web/reference/vite.config.ts');

// The issue's targets.
const LCP_RATIO_TARGET = 0.7;
const SIMULATED_SCORE_TARGET = 95;
const CLS_TARGET = 0.02;
// One Lighthouse run normally takes 10-30 s here; a hung one is stopped after this.
const RUN_TIMEOUT_MS = 180_000;

type Mode = 'devtools' | 'simulate';
type Lang = 'fi' | 'sv' | 'en';
const LANGS: Record<Lang, { acceptLanguage: string }> = {
  fi: { acceptLanguage: 'fi' },
  sv: { acceptLanguage: 'sv' },
  en: { acceptLanguage: 'en' },
};

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  if (index === -1) return undefined;
  const value = process.argv[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

function envList<T extends string>(name: string, allowed: readonly T[], fallback: T[]): T[] {
  const raw = process.env[name];
  if (!raw) return fallback;
  const values = raw.split(',').map((value) => value.trim());
  for (const value of values) {
    if (!allowed.includes(value as T)) throw new Error(`${name}: unknown value "${value}"`);
  }
  return values as T[];
}

function envPort(name: string, fallback: number): number {
  const port = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name}: bad port`);
  return port;
}

const runs = Number(process.env.BENCH_RUNS ?? 5);
if (!Number.isInteger(runs) || runs < 1 || runs > 50) throw new Error('BENCH_RUNS: 1 to 50');
const langs = envList<Lang>('BENCH_LANGS', ['fi', 'sv', 'en'], ['fi', 'sv', 'en']);
const modes = envList<Mode>('BENCH_MODES', ['devtools', 'simulate'], ['devtools', 'simulate']);
const portalPort = envPort('BENCH_PORTAL_PORT', 4610);
const referencePort = envPort('BENCH_REFERENCE_PORT', 4611);
const jsonFile = argValue('--json');
const portalURL = `http://127.0.0.1:${portalPort}`;
const referenceURL = `http://127.0.0.1:${referencePort}`;

/** Resolves with the exit code of `command args`, output inherited. */
function run(command: string, args: string[]): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(1));
  });
}

// --- the reference page: build, precompress, serve -------------------------------------------

const COMPRESSIBLE = /\.(html|js|css|svg|json)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes a .br (quality 11) and a .gz (level 9) copy of every text file, as the portal build does. */
function precompress(dir: string): void {
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    );
  }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** Serves `dir` on 127.0.0.1:port: the .br or .gz copy when the browser accepts it. */
function serveReference(dir: string, port: number): Promise<Server> {
  const base = resolve(dir);
  const server = createServer((request, response) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    let file = normalize(join(base, path === '/' ? 'index.html' : path));
    if (!file.startsWith(base + '/') || !existsSync(file) || statSync(file).isDirectory()) {
      // Like a single-page app: unknown paths get the page.
      file = join(base, 'index.html');
    }
    const accepted = String(request.headers['accept-encoding'] ?? '')
      .split(',')
      .map((part) => part.trim().split(';')[0]);
    let encoding: 'br' | 'gzip' | undefined;
    if (COMPRESSIBLE.test(file)) {
      if (accepted.includes('br') && existsSync(`${file}.br`)) encoding = 'br';
      else if (accepted.includes('gzip') && existsSync(`${file}.gz`)) encoding = 'gzip';
    }
    const body = readFileSync(encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file);
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      'Cache-Control': file.includes('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(server));
  });
}

// --- the portal: the real server --------------------------------------------------------------

function startPortal(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(portalPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: portalURL,
      DATA_DIR: dataDir,
    },
  });
}

async function waitForPortal(server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode}).`);
    try {
      const response = await fetch(`${portalURL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('The server did not answer /api/health within 120 s.');
}

// --- Lighthouse -------------------------------------------------------------------------------

interface Page {
  name: string;
  url: string;
  /** The language Chromium runs in (`--lang`, `--accept-lang`). */
  browserLanguage?: string;
  headers?: Record<string, string>;
}

interface RunResult {
  ok: boolean;
  error?: string;
  lcp?: number;
  fcp?: number;
  cls?: number;
  tbt?: number;
  score?: number;
  scriptBytes?: number;
  lcpElement?: string;
  largestShift?: string;
  benchmarkIndex?: number;
  seconds: number;
  /** The error of a failed first attempt, when this is the second. */
  retriedAfter?: string;
}

function numeric(lhr: LighthouseResult, id: string): number | undefined {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Bytes over the wire for scripts (the network-requests audit's transfer sizes). */
function scriptBytes(lhr: LighthouseResult): number | undefined {
  const details = lhr.audits['network-requests']?.details as
    { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined;
  if (!details?.items) return undefined;
  return details.items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/** The LCP element's label, for reading the figures (what was the largest paint?). */
function lcpElement(lhr: LighthouseResult): string | undefined {
  // Lighthouse 12: a list whose first table has the element node.
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | {
        items?: Array<{
          node?: { nodeLabel?: string; snippet?: string };
          items?: Array<{ node?: { nodeLabel?: string; snippet?: string } }>;
        }>;
      }
    | undefined;
  const first = details?.items?.[0];
  const node = first?.node ?? first?.items?.[0]?.node;
  if (!node) return undefined;
  const tag = /^<([\w-]+)/.exec(node.snippet ?? '')?.[1] ?? '?';
  const text = (node.nodeLabel ?? '').replace(/\s+/g, ' ');
  return `${tag} "${text.length > 50 ? `${text.slice(0, 50)}…` : text}"`;
}

/** The element that shifted most and why, for reading CLS (the layout-shifts audit). */
function largestShift(lhr: LighthouseResult): string | undefined {
  const details = lhr.audits['layout-shifts']?.details as
    | {
        items?: Array<{
          node?: { selector?: string };
          score?: number;
          subItems?: { items?: Array<{ cause?: string }> };
        }>;
      }
    | undefined;
  const top = [...(details?.items ?? [])].sort((a, b) => (b.score ?? 0) - (a.score ?? 0))[0];
  if (!top) return undefined;
  const causes = [...new Set((top.subItems?.items ?? []).map((item) => item.cause))].join(', ');
  return `${top.node?.selector ?? '?'} ${top.score?.toFixed(3) ?? ''}${causes ? ` (${causes})` : ''}`;
}

async function measure(page: Page, mode: Mode): Promise<RunResult> {
  const started = Date.now();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless',
      ...chromiumArgs,
      ...(page.browserLanguage
        ? [`--lang=${page.browserLanguage}`, `--accept-lang=${page.browserLanguage}`]
        : []),
    ],
    logLevel: 'silent',
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const result = await Promise.race([
      lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        throttlingMethod: mode,
        // Neither changes the metrics: they run after the trace (the back/forward cache check
        // navigates away and back, a few seconds more per run).
        disableFullPageScreenshot: true,
        skipAudits: ['bf-cache'],
        extraHeaders: page.headers ?? null,
      }),
      new Promise<never>((_, fail) => {
        timer = setTimeout(() => fail(new Error('timed out')), RUN_TIMEOUT_MS);
      }),
    ]);
    const seconds = (Date.now() - started) / 1000;
    const lhr = result?.lhr;
    if (!lhr) return { ok: false, error: 'no result', seconds };
    const score = lhr.categories.performance?.score;
    const out: RunResult = {
      ok: !lhr.runtimeError,
      lcp: numeric(lhr, 'largest-contentful-paint'),
      fcp: numeric(lhr, 'first-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      tbt: numeric(lhr, 'total-blocking-time'),
      score: typeof score === 'number' ? Math.round(score * 100) : undefined,
      scriptBytes: scriptBytes(lhr),
      lcpElement: lcpElement(lhr),
      largestShift: largestShift(lhr),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      seconds,
    };
    if (lhr.runtimeError) out.error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    return out;
  } catch (error) {
    return { ok: false, error: String(error), seconds: (Date.now() - started) / 1000 };
  } finally {
    clearTimeout(timer);
    chrome.kill();
  }
}

// --- figures ----------------------------------------------------------------------------------

function median(values: Array<number | undefined>): number | undefined {
  const sorted = values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface Summary {
  runs: RunResult[];
  failed: number;
  median: {
    lcp?: number;
    fcp?: number;
    cls?: number;
    tbt?: number;
    score?: number;
    scriptBytes?: number;
    benchmarkIndex?: number;
  };
  /** The most frequent LCP element and largest layout shift over the runs. */
  lcpElement?: string;
  largestShift?: string;
}

function mostCommon(values: Array<string | undefined>): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

function summarize(results: RunResult[]): Summary {
  const ok = results.filter((r) => r.ok);
  const lcpElementMost = mostCommon(ok.map((r) => r.lcpElement));
  const largestShiftMost = mostCommon(ok.map((r) => r.largestShift?.replace(/ [\d.]+( |$)/, '$1')));
  return {
    runs: results,
    failed: results.length - ok.length,
    median: {
      lcp: median(ok.map((r) => r.lcp)),
      fcp: median(ok.map((r) => r.fcp)),
      cls: median(ok.map((r) => r.cls)),
      tbt: median(ok.map((r) => r.tbt)),
      score: median(ok.map((r) => r.score)),
      scriptBytes: median(ok.map((r) => r.scriptBytes)),
      benchmarkIndex: median(ok.map((r) => r.benchmarkIndex)),
    },
    ...(lcpElementMost ? { lcpElement: lcpElementMost } : {}),
    ...(largestShiftMost ? { largestShift: largestShiftMost } : {}),
  };
}

const ms = (v: number | undefined) => (v === undefined ? '–' : String(Math.round(v)));
const fixed = (v: number | undefined, digits: number) =>
  v === undefined ? '–' : v.toFixed(digits);
const kb = (v: number | undefined) => (v === undefined ? '–' : (v / 1024).toFixed(1));

function printTable(mode: Mode, pages: Page[], summaries: Record<string, Summary>): void {
  console.log();
  console.log(
    `${mode} throttling — Lighthouse ${lighthouseVersion}, mobile, performance; medians of the successful runs`,
  );
  const header = [
    'page'.padEnd(11),
    'runs'.padStart(4),
    'LCP ms'.padStart(7),
    'FCP ms'.padStart(7),
    'CLS'.padStart(6),
    'TBT ms'.padStart(7),
    'score'.padStart(5),
    'script KB'.padStart(9),
    '  LCP of each run (ms)',
  ].join(' ');
  console.log(header);
  for (const page of pages) {
    const s = summaries[page.name];
    if (!s) continue;
    const okRuns = s.runs.length - s.failed;
    console.log(
      [
        page.name.padEnd(11),
        `${okRuns}${s.failed ? `+${s.failed}✗` : ''}`.padStart(4),
        ms(s.median.lcp).padStart(7),
        ms(s.median.fcp).padStart(7),
        fixed(s.median.cls, 3).padStart(6),
        ms(s.median.tbt).padStart(7),
        fixed(s.median.score, 0).padStart(5),
        kb(s.median.scriptBytes).padStart(9),
        '  ' + s.runs.map((r) => (r.ok ? ms(r.lcp) : '✗')).join(' '),
      ].join(' '),
    );
  }
  for (const page of pages) {
    const s = summaries[page.name];
    if (s?.lcpElement) console.log(`  LCP element, ${page.name}: ${s.lcpElement}`);
    if (s?.largestShift) console.log(`  Largest layout shift, ${page.name}: ${s.largestShift}`);
  }
  const indexes = pages.flatMap((page) => summaries[page.name]?.runs ?? []);
  console.log(
    `  Lighthouse benchmarkIndex (machine speed), median over the mode: ${fixed(median(indexes.map((r) => r.benchmarkIndex)), 0)}`,
  );
}

// --- main -------------------------------------------------------------------------------------

const cleanups: Array<() => Promise<void> | void> = [];

/** A data directory for the server, removed at the end. */
function freshDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-data-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

/** Starts the portal's server and waits for it; resolves with its stop (also run at the end). */
async function runPortal(dataDir: string): Promise<() => Promise<void>> {
  const portal = startPortal(dataDir);
  const stop = async () => {
    if (portal.exitCode !== null || portal.signalCode !== null) return;
    const exited = new Promise((done) => portal.once('exit', done));
    portal.kill('SIGTERM');
    await exited;
  };
  cleanups.push(stop);
  await waitForPortal(portal);
  return stop;
}
async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(error);
    }
  }
}
process.once('SIGINT', () => {
  void cleanUp().then(() => process.exit(130));
});

async function main(): Promise<void> {
  const startedAt = Date.now();
  const cpus = availableParallelism();

  if (!process.argv.includes('--no-build') || !existsSync(join(portalDist, 'index.html'))) {
    const built = await run('npm', ['run', 'build:portal']);
    if (built !== 0) throw new Error(`npm run build:portal exited with ${built}`);
  }

  if (process.argv.includes('--signed-in')) {
    await signedIn();
    return;
  }

  const referenceDist = mkdtempSync(join(tmpdir(), 'bench-web-reference-'));
  cleanups.push(() => rmSync(referenceDist, { recursive: true, force: true }));
  const viteBin = join(root, 'node_modules/vite/bin/vite.js');
  const builtReference = await run(process.execPath, [
    viteBin,
    'build',
    '--config',
    referenceConfig,
    '--outDir',
    referenceDist,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
  if (builtReference !== 0) throw new Error(`The reference build exited with ${builtReference}`);
  precompress(referenceDist);
  const referenceScripts = filesUnder(referenceDist).filter((file) => file.endsWith('.js'));
  if (referenceScripts.length !== 1) {
    throw new Error(`The reference should be one script, it is ${referenceScripts.length}`);
  }

  const referenceServer = await serveReference(referenceDist, referencePort);
  cleanups.push(() => new Promise<void>((done) => referenceServer.close(() => done())));

  await runPortal(freshDataDir());

  const portalPages: Page[] = langs.map((lang) => ({
    name: `portal-${lang}`,
    url: `${portalURL}/`,
    // A first-time visitor whose browser is in that language: Chromium started with it
    // (navigator.languages and Accept-Language), so the server and the page agree as for a real
    // visitor. (A Cookie header from Lighthouse would reach the server but not the page's script,
    // which then renders afresh in the browser's language: not a case real visitors meet.)
    browserLanguage: LANGS[lang].acceptLanguage,
    headers: { 'Accept-Language': LANGS[lang].acceptLanguage },
  }));
  const reference: Page = { name: 'reference', url: `${referenceURL}/` };
  const pages = [...portalPages, reference];

  const chromiumVersion = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' })
    .stdout.trim()
    .replace(/\s+built on.*/, '');
  const loadAtStart = loadavg().map((v) => Math.round(v * 10) / 10);
  const total = modes.length * runs * portalPages.length * 2;
  console.log(
    `Web benchmark: ${pages.map((p) => p.name).join(', ')}; ${runs} rounds per mode (${modes.join(', ')}), ` +
      `${total} Lighthouse runs; ${chromiumVersion}, Lighthouse ${lighthouseVersion}`,
  );

  const results: Record<Mode, Record<string, RunResult[]>> = { devtools: {}, simulate: {} };
  let done = 0;
  for (const mode of modes) {
    for (let round = 1; round <= runs; round += 1) {
      // Interleaved: each portal page, then the reference, so drifts in machine load hit both.
      for (const page of portalPages.flatMap((p) => [p, reference])) {
        let result = await measure(page, mode);
        if (!result.ok) {
          // Lighthouse now and then fails to record a trace (NO_NAVSTART): one more try.
          console.log(`      ${mode} ${page.name} failed (${result.error}); trying once more`);
          result = { ...(await measure(page, mode)), retriedAfter: result.error ?? 'failure' };
        }
        (results[mode][page.name] ??= []).push(result);
        done += 1;
        console.log(
          `[${String(done).padStart(3)}/${total}] ${mode.padEnd(8)} round ${round} ${page.name.padEnd(10)} ` +
            (result.ok
              ? `LCP ${ms(result.lcp)} FCP ${ms(result.fcp)} CLS ${fixed(result.cls, 3)} TBT ${ms(result.tbt)} score ${result.score ?? '–'}`
              : `failed: ${result.error}`) +
            ` (${result.seconds.toFixed(0)} s)`,
        );
      }
    }
  }

  const summaries: Partial<Record<Mode, Record<string, Summary>>> = {};
  for (const mode of modes) {
    const byPage = Object.fromEntries(
      pages.map((page) => [page.name, summarize(results[mode][page.name] ?? [])]),
    );
    summaries[mode] = byPage;
    printTable(mode, pages, byPage);
  }

  // Ratios and targets.
  const ratios: Record<string, number | undefined> = {};
  const targets: Array<{ target: string; page: string; value?: number; pass: boolean }> = [];
  const devtools = summaries.devtools;
  console.log();
  if (devtools) {
    const referenceLcp = devtools.reference?.median.lcp;
    for (const page of portalPages) {
      const lcp = devtools[page.name]?.median.lcp;
      const ratio = lcp !== undefined && referenceLcp ? lcp / referenceLcp : undefined;
      ratios[page.name] = ratio;
      console.log(
        `Median devtools LCP, ${page.name} / reference: ${ms(lcp)} / ${ms(referenceLcp)} ms = ${fixed(ratio, 2)}`,
      );
      targets.push({
        target: `devtools LCP <= ${LCP_RATIO_TARGET} x reference`,
        page: page.name,
        ...(ratio !== undefined ? { value: ratio } : {}),
        pass: ratio !== undefined && ratio <= LCP_RATIO_TARGET,
      });
    }
  }
  if (summaries.simulate) {
    for (const page of portalPages) {
      const score = summaries.simulate[page.name]?.median.score;
      targets.push({
        target: `simulated score >= ${SIMULATED_SCORE_TARGET}`,
        page: page.name,
        ...(score !== undefined ? { value: score } : {}),
        pass: score !== undefined && score >= SIMULATED_SCORE_TARGET,
      });
    }
  }
  for (const mode of modes) {
    for (const page of portalPages) {
      const cls = summaries[mode]?.[page.name]?.median.cls;
      targets.push({
        target: `${mode} CLS < ${CLS_TARGET}`,
        page: page.name,
        ...(cls !== undefined ? { value: cls } : {}),
        pass: cls !== undefined && cls < CLS_TARGET,
      });
    }
  }
  console.log();
  console.log('Targets (medians):');
  for (const t of targets) {
    const value =
      t.value === undefined
        ? 'no data'
        : Number.isInteger(t.value)
          ? String(t.value)
          : t.value.toFixed(3);
    console.log(
      `  ${t.pass ? 'PASS' : 'MISS'}  ${t.page.padEnd(10)} ${t.target.padEnd(32)} ${value}`,
    );
  }
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  const loadAtEnd = loadavg().map((v) => Math.round(v * 10) / 10);
  console.log(
    `\nWeb benchmark done in ${seconds} s. Load average at the start ${loadAtStart.join(' ')}, ` +
      `at the end ${loadAtEnd.join(' ')} (${cpus} cores): figures from a busy machine are noisy.`,
  );

  if (jsonFile) {
    const commit = spawnSync('git', ['rev-parse', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    }).stdout.trim();
    const summary = {
      date: new Date().toISOString(),
      commit,
      lighthouse: lighthouseVersion,
      chromium: chromiumVersion,
      formFactor: 'mobile',
      runsPerPortalPage: runs,
      runsReference: runs * portalPages.length,
      order: 'per mode and round: each portal language, then the reference',
      seconds,
      loadAverage: { start: loadAtStart, end: loadAtEnd, cores: cpus },
      modes: summaries,
      devtoolsLcpRatio: ratios,
      targets,
    };
    writeFileSync(resolve(jsonFile), `${JSON.stringify(summary, null, 2)}\n`);
    console.log(`Summary written to ${resolve(jsonFile)}`);
  }
}

/** The signed-in pages (signed-in.ts) on the real server with a fresh data directory. */
async function signedIn(): Promise<void> {
  const dataDir = freshDataDir();
  // The script-free snapshots first; the server is restarted to serve them.
  const stopFirst = await runPortal(dataDir);
  cleanups.push(await captureReferences(portalURL, { portalDir: portalDist }));
  await stopFirst();
  await runPortal(dataDir);
  const rounds = Number(argValue('--rounds') ?? 5);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 50) throw new Error('--rounds: 1 to 50');
  const shotsDir = argValue('--shots');
  const summary = await benchSignedIn({
    baseURL: portalURL,
    rounds,
    references: true,
    ...(shotsDir ? { shotsDir: resolve(shotsDir) } : {}),
  });
  if (jsonFile) {
    const commit = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' });
    const out = { date: new Date().toISOString(), commit: commit.stdout.trim(), ...summary };
    writeFileSync(resolve(jsonFile), `${JSON.stringify(out, null, 2)}\n`);
    console.log(`Summary written to ${resolve(jsonFile)}`);
  }
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
