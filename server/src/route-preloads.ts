/**
 * `<link rel="modulepreload">` for a signed-in page's own chunks. The portal
 * names the modules each route needs first (`routeModules`, portal/src/app/route-modules.ts,
 * exported by its server build); the build's manifest (`dist/.vite/manifest.json`) names their
 * chunks and what those import. Sent with the page, the chunks load beside the portal's entry
 * script instead of after it has run and picked the route. Chunks the entry already brings are
 * left out.
 */

/** One entry of Vite's build manifest (only what is read here). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface RouteModules {
  /** A route pattern of the portal's router, `/debt/:orderNr`. */
  path: string;
  /** Manifest keys, `src/features/debt/pages/DebtPage.tsx`. */
  modules: readonly string[];
}

/** The chunk files a manifest key brings with it: its own and those it imports, depth first. */
function chunkFiles(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/debt/:orderNr` as a whole-path pattern. */
export function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * The links for a request path ('' when no route matches). Modules missing from the manifest
 * are reported once through `onMissing` and skipped: a preload is an optimisation only.
 */
export function routePreloads(
  manifest: Manifest,
  routes: readonly RouteModules[],
  onMissing: (module: string) => void = () => {},
): (path: string) => string {
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) chunkFiles(manifest, key, loadedByEntry);
  }
  const compiled = routes.map(({ path, modules }) => {
    const files = new Set<string>();
    for (const module of modules) {
      if (!manifest[module]) onMissing(module);
      else chunkFiles(manifest, module, files);
    }
    const links = [...files]
      .filter((file) => !loadedByEntry.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
      .join('\n    ');
    return { pattern: routePattern(path), links };
  });
  return (path) => compiled.find(({ pattern }) => pattern.test(path))?.links ?? '';
}
