/**
 * The page's early debtor read (issue 27, item 2): `app/early-read.inline.js`, inlined in every
 * page's <head>, starts `GET /api/debtor` with the stored token before the portal's script has
 * loaded and leaves the pending answer here. The API client's fetch hands it to the first
 * matching request (GET, same path, same bearer token) instead of asking again; anything else,
 * or a read that failed, goes to the network as usual. It is taken once.
 */
export interface EarlyRead {
  path: string;
  authorization: string;
  response: Promise<Response>;
}

export interface EarlyReadScope {
  __portalEarlyRead?: EarlyRead;
}

type Fetch = (input: Request, init?: RequestInit) => Promise<Response>;

export function withEarlyRead(
  fetchImpl: Fetch = (input, init) => globalThis.fetch(input, init),
  scope: EarlyReadScope = globalThis as EarlyReadScope,
): Fetch {
  return (input, init) => {
    const early = scope.__portalEarlyRead;
    if (
      early &&
      input.method === 'GET' &&
      new URL(input.url).pathname === early.path &&
      input.headers.get('Authorization') === early.authorization
    ) {
      delete scope.__portalEarlyRead;
      return early.response.catch(() => fetchImpl(input, init));
    }
    return fetchImpl(input, init);
  };
}
