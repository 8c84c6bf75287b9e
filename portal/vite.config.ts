import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // No inline scripts or styles: the server's CSP allows only 'self'.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    target: 'es2022',
    manifest: true,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
