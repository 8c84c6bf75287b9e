import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseContract } from './openapi';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'contract-cache-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('parseContract', () => {
  it('parses the YAML once and reads the same document from the cache afterwards', () => {
    const dir = tempDir();
    const first = parseContract('openapi: 3.1.0\ninfo:\n  title: A\n', dir);
    expect(first).toEqual({ openapi: '3.1.0', info: { title: 'A' } });
    const [cached] = readdirSync(dir);
    expect(cached).toMatch(/^[0-9a-f]{32}\.json$/);
    // The cache is what is read the second time: planted content shows through.
    writeFileSync(join(dir, cached!), JSON.stringify({ planted: true }));
    expect(parseContract('openapi: 3.1.0\ninfo:\n  title: A\n', dir)).toEqual({ planted: true });
  });

  it('keys the cache by the text, so a changed contract is parsed again', () => {
    const dir = tempDir();
    parseContract('a: 1\n', dir);
    expect(parseContract('a: 2\n', dir)).toEqual({ a: 2 });
    expect(readdirSync(dir)).toHaveLength(2);
  });

  it('still parses when the cache cannot be written', () => {
    const dir = tempDir();
    const file = join(dir, 'not-a-directory');
    writeFileSync(file, '');
    expect(parseContract('a: 3\n', file)).toEqual({ a: 3 });
  });
});
