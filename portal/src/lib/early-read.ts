/**
 * The page's early reads: `app/early-read.inline.js`, inlined in every page's <head>, starts the
 * page's first reads before the portal's script has loaded (`GET /api/debtor` when the server
 * found a session for the page; on the help page `GET /api/faq`) and leaves the pending answers
 * here. The API client's fetch hands each to the first matching request (GET, same path) instead
 * of asking again; anything else, or a read that failed, goes to the network as usual. Each is
 * taken once. Both were sent with the browser's session cookie, so they answer for the same
 * session unless a login came between, which a page start does not have.
 */
export interface EarlyRead {
  path: string;
  response: Promise<Response>;
}

export interface EarlyReadScope {
  __portalEarlyReads?: EarlyRead[];
}

type Fetch = (input: Request, init?: RequestInit) => Promise<Response>;

export function withEarlyRead(
  fetchImpl: Fetch = (input, init) => globalThis.fetch(input, init),
  scope: EarlyReadScope = globalThis as EarlyReadScope,
): Fetch {
  return (input, init) => {
    const reads = scope.__portalEarlyReads ?? [];
    const index =
      input.method === 'GET'
        ? reads.findIndex((early) => new URL(input.url).pathname === early.path)
        : -1;
    const early = reads[index];
    if (!early) return fetchImpl(input, init);
    reads.splice(index, 1);
    return early.response.catch(() => fetchImpl(input, init));
  };
}
