// Prerenders the public entry pages (the login home, help) for each language into
// portal/dist/shell/{language}/{page}.html, as a first-time visitor sees them (cookie banner, no
// announcements), with the renderer the SSR build wrote to portal/dist-server; and the signed-in
// pages' shells (top bar and skeleton) for each kind of session, as a returning debtor
// sees them (cookie choice made) into {page}.{strong|basic}.html. The server sends
// these, filling in each answer's CSP nonce; for other variants (announcements shown, cookie
// choice made) it renders with the same renderer (server/src/portal-shell.ts).
//
// Usage: node scripts/prerender.mjs (part of npm run build:portal)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'portal/dist');
const { renderDocument, prerenderedPages, signedInPages, shellFileOf, templateOf } = await import(
  pathToFileURL(join(root, 'portal/dist-server/entry-server.js')).href
);
// The login home goes in its own page (login.html: the login page's own script), others in index.html.
const template = (path, signedIn) => readFileSync(join(dist, templateOf(path, signedIn)), 'utf8');
const languages = ['fi', 'se', 'en'];
let count = 0;
for (const language of languages) {
  for (const path of Object.keys(prerenderedPages)) {
    const html = await renderDocument(template(path), {
      language,
      path,
      consentBanner: true,
      announcements: [],
    });
    const file = join(dist, ...shellFileOf(language, path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    count += 1;
  }
  for (const path of Object.keys(signedInPages)) {
    for (const signedIn of ['strong', 'basic']) {
      const html = await renderDocument(template(path, signedIn), {
        language,
        path,
        signedIn,
        consentBanner: false,
        announcements: [],
      });
      const file = join(dist, ...shellFileOf(language, path, signedIn));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
      count += 1;
    }
  }
}
console.log(`Prerendered ${count} pages into portal/dist/shell.`);
