import { describe, expect, it, vi } from 'vitest';
import { createPortalClient } from './client';

function recordingFetch() {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: Request) => {
    requests.push(input);
    return new Response(JSON.stringify({ status: 0, ErrorCode: null, responseObject: null }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

describe('portal client', () => {
  it('sends no-cache, the browser’s cookies on the same origin, and never an Authorization header', async () => {
    const { fetch, requests } = recordingFetch();
    const client = createPortalClient({ baseUrl: 'http://127.0.0.1', fetch, session: {} });
    await client.GET('/api/debtor');
    expect(requests[0]?.headers.get('Cache-Control')).toBe('no-cache');
    expect(requests[0]?.credentials).toBe('same-origin');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('lets the session be extended before each call, except the extension and the session’s state', async () => {
    const { fetch, requests } = recordingFetch();
    const beforeCall = vi.fn(async () => undefined);
    const client = createPortalClient({
      baseUrl: 'http://127.0.0.1',
      fetch,
      session: { beforeCall },
    });
    await client.POST('/api/refresh', { body: {} });
    await client.GET('/api/session');
    expect(beforeCall).not.toHaveBeenCalled();
    await client.GET('/api/debtor');
    expect(beforeCall).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(3);
  });
});
