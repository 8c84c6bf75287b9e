import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Database } from './db/client';
import { createTestDatabase } from '../test/helpers/databases';

const BIG_SCRIPT = 'console.log("portal");\n'.repeat(500);
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  const portalDir = mkdtempSync(join(tmpdir(), 'portal-'));
  mkdirSync(join(portalDir, 'assets'));
  writeFileSync(
    join(portalDir, 'index.html'),
    '<!doctype html><title>portal</title><meta name="csp-nonce" content="__CSP_NONCE__">' +
      '<script nonce="__CSP_NONCE__">early()</script>',
  );
  writeFileSync(join(portalDir, 'assets', 'app-abc.js'), 'console.log(1)');
  writeFileSync(join(portalDir, 'assets', 'big-abc.js'), BIG_SCRIPT);
  writeFileSync(join(portalDir, 'assets', 'big-abc.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(portalDir, 'assets', 'big-abc.js.gz'), gzipSync(BIG_SCRIPT));
  database = await createTestDatabase('pglite');
  app = await buildApp({
    config: loadConfig({ PORTAL_DIR: portalDir, DATA_DIR: portalDir }),
    database,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('server shell', () => {
  it('answers health', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is ready only with every migration of this build applied', async () => {
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
    // The newest migration recorded as older: a database an older build migrated.
    const newest = sql`(SELECT max(created_at) FROM drizzle.__drizzle_migrations)`;
    await database.db.execute(
      sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at - 1 WHERE created_at = ${newest}`,
    );
    try {
      const behind = await app.inject('/api/ready');
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toEqual({ status: 'unavailable' });
      // Liveness does not depend on it.
      expect((await app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await database.db.execute(
        sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at + 1 WHERE created_at = ${newest}`,
      );
    }
    expect((await app.inject('/api/ready')).statusCode).toBe(200);
  });

  it('serves the portal for client routes and a JSON 404 for unknown API paths', async () => {
    const page = await app.inject('/debt/123');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>portal</title>');

    const api = await app.inject('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 1 });
  });

  it('sends a strict content security policy and the security headers', async () => {
    const res = await app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('caches hashed assets for good and index.html never', async () => {
    const asset = await app.inject('/assets/app-abc.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    // Pages may be personal (a signed-in page carries the debtor's data): the browser's only.
    const index = await app.inject('/front-page');
    expect(index.headers['cache-control']).toBe('private, no-store');
  });

  it('sends the precompressed copy of an asset to browsers that accept it', async () => {
    const br = await app.inject({
      url: '/assets/big-abc.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gz = await app.inject({
      url: '/assets/big-abc.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({
      url: '/assets/big-abc.js',
      headers: { 'accept-encoding': '' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('gives each page a fresh nonce for its styles and its one script, in the policy and in the page', async () => {
    const nonces = await Promise.all(
      ['/', '/help'].map(async (url) => {
        const res = await app.inject(url);
        const policy = String(res.headers['content-security-policy']);
        const match = /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy);
        expect(match).not.toBeNull();
        expect(policy).toContain(`script-src 'self' 'nonce-${match?.[1]}'`);
        expect(res.body).toContain(`content="${match?.[1]}"`);
        expect(res.body).toContain(`<script nonce="${match?.[1]}">early()</script>`);
        return match?.[1];
      }),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

describe('config', () => {
  it('reads the environment with the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.logLevel).toBe('info');
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('refuses a malformed port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('refuses a short session secret and reads the proxy setting', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ]);
  });
});
