import { fileURLToPath } from 'node:url';

/**
 * The repository's root, from this module: `server/src/paths.ts` when run from source (tsx) and
 * `server/dist/main.js` when compiled (scripts/build-server.mjs) are both two folders below it,
 * so every file the server reads at run time (the contract, the migrations, the built portal)
 * is found the same way in both. The image keeps that layout (Dockerfile).
 */
export const ROOT_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** A path below the repository's root. */
export function fromRoot(...parts: string[]): string {
  return [ROOT_DIR.replace(/\/+$/, ''), ...parts].join('/');
}
