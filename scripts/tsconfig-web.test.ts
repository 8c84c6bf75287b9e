/**
 * The typecheck checks design-system, portal and the tools in one program (tsconfig.web.json)
 * while editors go on using each folder's own tsconfig.json: the one program must cover exactly
 * what the three cover, with the same compiler options, or an error seen in an editor would pass
 * `npm run typecheck` (or the other way round).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface TsConfig {
  extends?: string;
  compilerOptions: Record<string, unknown>;
  include: string[];
  exclude?: string[];
}

const read = (path: string): TsConfig =>
  JSON.parse(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')) as TsConfig;

const web = read('tsconfig.web.json');
const folders = ['design-system', 'portal'] as const;
const tools = read('tsconfig.tools.json');

/** The options that decide what is an error; where the build info goes is each one's own. */
function checking({ tsBuildInfoFile: _, allowJs = false, ...options }: Record<string, unknown>) {
  return { allowJs, ...options };
}

describe('tsconfig.web.json', () => {
  it('includes what the design system, the portal and the tools include, nothing more', () => {
    const expected = [
      ...folders.flatMap((folder) =>
        read(`${folder}/tsconfig.json`).include.map((p) => `${folder}/${p}`),
      ),
      ...tools.include,
    ];
    expect([...web.include].sort()).toEqual([...expected].sort());
  });

  it('excludes what they exclude', () => {
    const expected = folders.flatMap((folder) =>
      (read(`${folder}/tsconfig.json`).exclude ?? []).map((p) => `${folder}/${p}`),
    );
    expect([...(web.exclude ?? [])].sort()).toEqual([...expected].sort());
  });

  it.each([...folders.map((folder) => `${folder}/tsconfig.json`), 'tsconfig.tools.json'])(
    'checks with the compiler options of %s',
    (path) => {
      const own = read(path);
      expect(checking(web.compilerOptions)).toEqual(checking(own.compilerOptions));
      expect(own.extends?.replace(/^(\.\.\/)+/, './')).toBe(web.extends);
    },
  );

  it('is what npm run typecheck checks, beside the composite projects', () => {
    const { scripts } = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { scripts: Record<string, string> };
    expect(scripts.typecheck).toBe('tsc -b && tsc -p tsconfig.web.json');
  });
});
