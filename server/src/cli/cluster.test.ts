import { describe, expect, it } from 'vitest';
import { CRASH_WINDOW_MS, MAX_CRASHES, nginxConfig, restartDelay } from './cluster';

describe('supervisor backoff', () => {
  const now = 1_000_000;
  it.each([
    ['first crash', [], 200],
    ['second within the window', [now - 1000], 200],
    ['third within the window', [now - 2000, now - 1000], 400],
    ['fifth within the window', [now - 4000, now - 3000, now - 2000, now - 1000], 1600],
    ['crashes older than the window do not count', [now - CRASH_WINDOW_MS - 1, now - 1000], 200],
  ] as const)('%s: restarted after %s', (_name, crashes, delay) => {
    expect(restartDelay([...crashes], now)).toBe(delay);
  });

  it(`gives up at the ${MAX_CRASHES + 1}th crash within the window`, () => {
    const crashes = Array.from({ length: MAX_CRASHES }, (_, i) => now - 5000 + i * 1000);
    expect(restartDelay(crashes, now)).toBeNull();
    expect(restartDelay(crashes.slice(1), now)).not.toBeNull();
  });
});

describe('nginx configuration', () => {
  const config = nginxConfig(
    { port: 3000, instancePorts: [3001, 3002], databaseUrl: 'postgres://x/y', dataDir: '/d' },
    '/tmp/n',
  );

  it('retries on the other instance, POSTs only when they never reached one', () => {
    expect(config).toMatch(/^\s*proxy_next_upstream error timeout http_502 http_503;$/m);
    expect(config).not.toMatch(/^\s*proxy_next_upstream[^;]*non_idempotent/m);
  });

  it('checks instances passively and keeps connections to them', () => {
    expect(config).toContain('server 127.0.0.1:3001 max_fails=2 fail_timeout=2s;');
    expect(config).toContain('server 127.0.0.1:3002 max_fails=2 fail_timeout=2s;');
    expect(config).toMatch(/^\s*keepalive 32;$/m);
    expect(config).toMatch(/^\s*proxy_set_header Connection "";$/m);
  });

  it('answers the retryable envelope when no instance answers an API request', () => {
    expect(config).toContain('error_page 502 504 =503 @unavailable;');
    expect(config).toContain(`'{"status":1,"ErrorCode":"error.server.0","responseObject":null}'`);
  });
});
