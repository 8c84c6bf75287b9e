import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * React Router's bundle creates Link, NavLink and Form with un-annotated `forwardRef` calls and
 * names components with top-level `X.displayName = "X"` writes, so a bundler must keep them (and
 * their prefetching code) even though the portal uses none of them. Marking the calls pure and
 * dropping the development names lets them be tree-shaken: about 4 KB gzip off the login route.
 * Line count is kept, so source maps stay right. `npm run check:bundle` shows the effect.
 */
function treeShakeableReactRouter(): Plugin {
  return {
    name: 'tree-shakeable-react-router',
    apply: 'build',
    transform: {
      filter: {
        id: /node_modules[\\/]react-router[\\/]dist[\\/](development|production)[\\/].*\.mjs$/,
      },
      handler(code) {
        return {
          code: code
            .replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef(')
            .replace(/^\w+\.displayName = "\w+";$/gm, ''),
          map: null,
        };
      },
    },
  };
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to every text asset, so the server sends them
 * compressed without compressing on each request (@fastify/static `preCompressed`): the login
 * route's scripts travel as about 125 KB of Brotli instead of 470 KB. Built-in zlib, no package.
 */
function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|json|svg)$/.test(fileName)) continue;
        const path = join(options.dir!, fileName);
        const data = readFileSync(path);
        if (data.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        );
      }
    },
  };
}

/**
 * Puts app/early-read.inline.js into the page's <head> as an inline script under the answer's
 * CSP nonce (the server fills in `__CSP_NONCE__` and allows exactly that nonce): a returning
 * debtor's data is asked for while the portal's script is still loading.
 * Comment lines are left out; the script is a few hundred bytes.
 */
function earlyRead(): Plugin {
  return {
    name: 'early-read',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const source = readFileSync(
          new URL('./src/app/early-read.inline.js', import.meta.url),
          'utf8',
        )
          .split('\n')
          .filter((line) => !/^\s*(\/\/|\/\*.*\*\/\s*$)/.test(line))
          .join('\n')
          .trim();
        const script = `<script nonce="__CSP_NONCE__">${source}</script>`;
        if (!html.includes('</head>')) throw new Error('index.html has no </head>');
        return html.replace('</head>', `  ${script}\n  </head>`);
      },
    },
  };
}

/**
 * The evidence of the last full test run (scripts/accessibility-evidence.mjs) for the
 * accessibility statement's "how this was tested" part, read when the portal is built. A missing
 * or unreadable file becomes `null`, and the statement then says the evidence is missing.
 */
function accessibilityEvidence(): unknown {
  const file = new URL('../visual-tests/accessibility-evidence.json', import.meta.url);
  if (!existsSync(file)) return null;
  try {
    // Only the recorded parts go into the page (the file's own "about" text stays out).
    const { storybook, journeys, screenReader } = JSON.parse(readFileSync(file, 'utf8')) as Record<
      string,
      unknown
    >;
    return { storybook, journeys, screenReader };
  } catch {
    return null;
  }
}

/**
 * Two builds share this file: the browser's (`dist/`) and, with `--ssr src/entry-server.tsx`,
 * the server-side renderer of the public pages (`dist-server/`), which scripts/prerender.mjs
 * and the server use. Asset URLs (fonts) come out the same in both.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: new URL('.', import.meta.url).pathname,
  plugins: [
    react(),
    treeShakeableReactRouter(),
    earlyRead(),
    ...(isSsrBuild ? [] : [precompressAssets()]),
  ],
  // Only the statement's lazy chunk refers to it (features/accessibility/build-evidence.ts).
  define: { __ACCESSIBILITY_EVIDENCE__: JSON.stringify(accessibilityEvidence()) },
  // The server renderer carries its libraries inside (React, the router, i18next, …), so the
  // server's production install needs none of the portal's packages.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        target: 'node20',
        copyPublicDir: false,
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        // No inline scripts or styles: the server's CSP allows only 'self'.
        assetsInlineLimit: 0,
        modulePreload: { polyfill: false },
        target: 'es2022',
        manifest: true,
        rolldownOptions: {
          // The login home has its own page and script (src/login.tsx); every other page is
          // index.html's portal.
          input: {
            index: new URL('./index.html', import.meta.url).pathname,
            login: new URL('./login.html', import.meta.url).pathname,
          },
          output: {
            // Everything the first page needs in one chunk: 33 small files gzipped separately were
            // 9 KB larger than the same code in one file. Pages and dialogs stay lazy chunks.
            codeSplitting: {
              // By the set of pages that load them: the login home (src/login.tsx) loads only
              // what it uses itself, not the portal's first-load modules (router, store, sagas).
              groups: [{ name: 'shell', tags: ['$initial'], entriesAware: true }],
            },
          },
        },
      },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
