import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeModules } from './route-modules';

const portalRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('routeModules', () => {
  it('names modules that exist, so the server’s preloads follow a rename', () => {
    const modules = routeModules.flatMap((route) => route.modules);
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.filter((module) => !existsSync(join(portalRoot, module)))).toEqual([]);
  });
});
