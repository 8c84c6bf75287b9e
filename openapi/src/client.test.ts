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
  it('sends the bearer token and no-cache on every call', async () => {
    const { fetch, requests } = recordingFetch();
    const client = createPortalClient({
      baseUrl: 'http://127.0.0.1',
      fetch,
      session: { getToken: () => 'abc' },
    });
    await client.GET('/api/debtor');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer abc');
    expect(requests[0]?.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('sends no Authorization header when signed out', async () => {
    const { fetch, requests } = recordingFetch();
    const client = createPortalClient({
      baseUrl: 'http://127.0.0.1',
      fetch,
      session: { getToken: () => null },
    });
    await client.GET('/api/faq');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(requests[0]?.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('lets the session refresh before each call except refresh itself', async () => {
    const { fetch, requests } = recordingFetch();
    let token = 'old';
    const beforeCall = vi.fn(async () => {
      token = 'new';
    });
    const client = createPortalClient({
      baseUrl: 'http://127.0.0.1',
      fetch,
      session: { getToken: () => token, beforeCall },
    });
    await client.POST('/api/refresh', { body: {} });
    expect(beforeCall).not.toHaveBeenCalled();
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer old');

    await client.GET('/api/debtor');
    expect(beforeCall).toHaveBeenCalledTimes(1);
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer new');
  });
});
