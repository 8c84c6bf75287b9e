import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Files that render on the server as well (react-dom/server). Sharing a module cache with them, a
 * later file's <MemoryRouter> found itself "inside another <Router>" (most likely a server render
 * left unfinished keeps its context values in the shared React module): these keep their own.
 */
const SERVER_RENDERING = [
  'portal/src/app/hydration.test.tsx',
  'portal/src/app/signed-in-shell.test.tsx',
];

/**
 * The screen-reader journeys: each starts whole portals (stores whose sagas run on, the early
 * debtor read kept by its module) and the one virtual screen reader; sharing a worker's module
 * cache, a file met the previous file's data and reader. Each file keeps its own.
 */
const SCREEN_READER = 'portal/src/app/screen-reader*.test.tsx';

/** A project of React tests: jsdom, the shared setup, files sharing their worker's cache. */
function reactProject(
  name: string,
  test: { include: string[]; exclude?: string[]; isolate?: boolean; testTimeout?: number },
) {
  return {
    plugins: [react()],
    test: {
      name,
      environment: 'jsdom' as const,
      setupFiles: ['./vitest.setup.ts'],
      isolate: false,
      ...test,
    },
  };
}

/** One run, one project per workspace: node for pure code and the server, jsdom for React. */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the machine has cores: one on these 2-core
    // machines, where two finish the suite in 277 s instead of 471 s (the files share no state;
    // each server test has its own database). Larger machines keep the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'translations',
          include: ['translations/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: { name: 'openapi', include: ['openapi/src/**/*.test.ts'], environment: 'node' },
      },
      { test: { name: 'eslint', include: ['eslint/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'scripts', include: ['scripts/*.test.ts'], environment: 'node' } },
      // The React files share their worker's jsdom and module cache (isolate: false): a new jsdom
      // per file cost about 1.5 s of its 2 s, 200 s of CPU in all. vitest.setup.ts resets the page
      // before each file.
      reactProject('design-system', { include: ['design-system/src/**/*.test.{ts,tsx}'] }),
      reactProject('portal', {
        include: ['portal/src/**/*.test.{ts,tsx}'],
        exclude: [...SERVER_RENDERING, SCREEN_READER],
      }),
      // Each file renders whole pages on the server and hydrates them: the first test of a file
      // pays for the page modules' import, over 5 s when the machine is busy.
      reactProject('portal-server-rendering', {
        include: SERVER_RENDERING,
        isolate: true,
        testTimeout: 20_000,
      }),
      reactProject('portal-screen-reader', { include: [SCREEN_READER], isolate: true }),
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          environment: 'node',
          // Each test starts its own server on its own database; sharing the worker's module
          // cache (and PGlite's compiled WebAssembly) halves the project's time (224 s to 121 s).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
