/**
 * The demo's one address: the server listens on and links to http://127.0.0.1:PORT by default,
 * a page opened under another loopback name is sent there (providers return to PUBLIC_URL, and
 * consent and language live in that origin's storage), and LOG_LEVEL is checked.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { publicPageUrl } from '../src/http/public-origin';
import { buildTestApp } from './helpers/app';
import { useTestApp } from './helpers/test-app';

describe('configuration defaults', () => {
  it('listens on 127.0.0.1 and names the same address as PUBLIC_URL', () => {
    const config = loadConfig({ PORT: '3456' });
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://127.0.0.1:3456');
    expect(config.logLevel).toBe('info');
  });

  it('takes HOST, PUBLIC_URL and LOG_LEVEL from the environment', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://portal.example/',
      LOG_LEVEL: 'Debug',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      publicUrl: 'https://portal.example',
      logLevel: 'debug',
    });
  });

  it('refuses an unknown LOG_LEVEL', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL must be one of/);
  });
});

describe('publicPageUrl', () => {
  const publicUrl = 'http://127.0.0.1:3000';

  it('sends the other loopback names of the same port to the public origin', () => {
    expect(publicPageUrl(publicUrl, 'localhost:3000', '/help?x=1')).toBe(
      'http://127.0.0.1:3000/help?x=1',
    );
    expect(publicPageUrl(publicUrl, '[::1]:3000', '/')).toBe('http://127.0.0.1:3000/');
    expect(publicPageUrl('http://localhost:3000', '127.0.0.1:3000', '/lang/en')).toBe(
      'http://localhost:3000/lang/en',
    );
  });

  it('keeps the request where it is otherwise', () => {
    expect(publicPageUrl(publicUrl, '127.0.0.1:3000', '/')).toBeNull();
    expect(publicPageUrl(publicUrl, 'localhost:4000', '/')).toBeNull();
    expect(publicPageUrl(publicUrl, 'portal.example', '/')).toBeNull();
    expect(publicPageUrl(publicUrl, undefined, '/')).toBeNull();
    expect(publicPageUrl(publicUrl, 'bad host name:x', '/')).toBeNull();
    expect(publicPageUrl('https://portal.example', 'localhost', '/')).toBeNull();
  });

  it('cannot be turned into a redirect to another site', () => {
    expect(publicPageUrl(publicUrl, 'localhost:3000', '//evil.example/')).toBe(
      'http://127.0.0.1:3000//evil.example/',
    );
  });
});

describe('a page opened under another loopback name', () => {
  const { app, database } = useTestApp('pglite', () => {
    const portalDir = mkdtempSync(join(tmpdir(), 'portal-origin-'));
    writeFileSync(join(portalDir, 'index.html'), '<meta name="csp-nonce" content="__CSP_NONCE__">');
    return { env: { PORTAL_DIR: portalDir, PUBLIC_URL: 'http://127.0.0.1:3000' } };
  });

  it('logs one line per request at info, by route and without the query, and none at warn', async () => {
    const linesAt = async (level: string) => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk, _encoding, callback) {
          lines.push(String(chunk));
          callback();
        },
      });
      const logged = await buildTestApp(database, {
        env: { LOG_LEVEL: level },
        logger: true,
        logStream: stream,
      });
      try {
        await logged.inject({ url: '/api/health?probe=secret' });
      } finally {
        await logged.close();
      }
      return lines;
    };
    const requestLines = (lines: string[]) =>
      lines
        .map((line) => JSON.parse(line) as { msg?: string; route?: string; status?: number })
        .filter((entry) => entry.msg === 'request' && entry.route === '/api/health');
    expect(requestLines(await linesAt('warn'))).toEqual([]);
    const info = await linesAt('info');
    expect(requestLines(info)).toEqual([
      expect.objectContaining({ method: 'GET', route: '/api/health', status: 200 }),
    ]);
    expect(info.join('')).not.toContain('probe=secret');
  });

  it('is redirected to PUBLIC_URL; the public address and the API answer in place', async () => {
    const other = await app.inject({ url: '/help', headers: { host: 'localhost:3000' } });
    expect(other.statusCode).toBe(308);
    expect(other.headers.location).toBe('http://127.0.0.1:3000/help');

    const same = await app.inject({ url: '/help', headers: { host: '127.0.0.1:3000' } });
    expect(same.statusCode).toBe(200);
    expect(same.body).not.toContain('__CSP_NONCE__');

    const api = await app.inject({ url: '/api/health', headers: { host: 'localhost:3000' } });
    expect(api.statusCode).toBe(200);
  });
});
