// The web benchmark's reference page (scripts/bench-web/run.ts): a client-rendered plain React
// login card, built on its own. The output folder is given on the command line (--outDir).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  plugins: [react()],
  // Its own public folder would be scripts/bench-web/reference/public: there is none.
  publicDir: false,
  build: {
    // The portal's settings where they matter for loading: fonts as files, no preload polyfill.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    target: 'es2022',
    sourcemap: false,
  },
});
