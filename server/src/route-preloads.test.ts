import { describe, expect, it, vi } from 'vitest';
import { routePreloads, type Manifest } from './route-preloads';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  '_shared.js': { file: 'assets/shared-1.js', imports: ['_runtime.js'] },
  'src/features/front-page/FrontPage.tsx': {
    file: 'assets/FrontPage-1.js',
    imports: ['index.html', '_shared.js'],
  },
  'src/features/debt/pages/DebtPage.tsx': { file: 'assets/DebtPage-1.js', imports: ['_shared.js'] },
  'src/features/debtor/model.ts': { file: 'assets/model-1.js', imports: ['index.html'] },
};
const routes = [
  {
    path: '/front-page',
    modules: ['src/features/front-page/FrontPage.tsx', 'src/features/debtor/model.ts'],
  },
  { path: '/debt/:orderNr', modules: ['src/features/debt/pages/DebtPage.tsx'] },
];
const hrefs = (links: string) => [...links.matchAll(/href="([^"]+)"/g)].map(([, href]) => href);

describe('routePreloads', () => {
  const preloads = routePreloads(manifest, routes);

  it('preloads a route’s chunks and what they import, not what the entry already brings', () => {
    expect(hrefs(preloads('/front-page'))).toEqual([
      '/assets/FrontPage-1.js',
      '/assets/shared-1.js',
      '/assets/model-1.js',
    ]);
    expect(preloads('/front-page')).toContain('rel="modulepreload" crossorigin');
  });

  it('matches a route’s parameters and nothing around them', () => {
    expect(hrefs(preloads('/debt/7000001'))).toEqual([
      '/assets/DebtPage-1.js',
      '/assets/shared-1.js',
    ]);
    expect(preloads('/debt/7000001/x')).toBe('');
    expect(preloads('/debt')).toBe('');
    expect(preloads('/front-pages')).toBe('');
    expect(preloads('/')).toBe('');
  });

  it('skips and reports a module the build does not have', () => {
    const onMissing = vi.fn();
    const withMissing = routePreloads(
      manifest,
      [{ path: '/profile', modules: ['src/gone.tsx', 'src/features/debtor/model.ts'] }],
      onMissing,
    );
    expect(hrefs(withMissing('/profile'))).toEqual(['/assets/model-1.js']);
    expect(onMissing).toHaveBeenCalledWith('src/gone.tsx');
  });
});
