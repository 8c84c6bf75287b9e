// `npm run build:server`: compiles the reference server to server/dist/ with esbuild, so that
// production runs `node server/dist/main.js` without tsx or TypeScript. The server's own code and
// the workspace packages it imports (@portal/openapi, @portal/translations: TypeScript sources)
// are bundled; every npm package stays an import, installed from server/package.json's
// `dependencies` (pdfkit, PGlite and oidc-provider read their own files next to their code).
// Code splitting keeps the sandbox identity provider in a chunk of its own, loaded only when
// IDENTITY_PROVIDER=sandbox, as from source.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}server/dist`;

/** npm packages are imports at run time; relative paths and the workspace packages are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@portal/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'server/src/main.ts',
    migrate: 'server/src/cli/migrate.ts',
    seed: 'server/src/cli/seed.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  // Chunks sit beside the entries: paths.ts finds the root two folders up from any of them.
  chunkNames: '[name]-[hash]',
  plugins: [externalPackages],
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(`Server compiled to server/dist/ (${(bytes / 1024).toFixed(0)} KB of JavaScript).`);
