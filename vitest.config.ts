import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

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
      {
        plugins: [react()],
        test: {
          name: 'design-system',
          include: ['design-system/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'portal',
          include: ['portal/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
