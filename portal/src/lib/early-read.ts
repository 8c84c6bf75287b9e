/**
 * The page's early reads (issue 27, item 2): `app/early-read.inline.js`, inlined in every page's
 * <head>, starts the page's first reads before the portal's script has loaded (`GET /api/debtor`
 * with the stored token; on the help page `GET /api/faq`) and leaves the pending answers here.
 * The API client's fetch hands each to the first matching request (GET, same path, and the same
 * bearer token, unless the read is public) instead of asking again; anything else, or a read that
 * failed, goes to the network as usual. Each is taken once.
 */
export interface EarlyRead {
  path: string;
  /** The `Authorization` header it was sent with; null for a public read (any request matches). */
  authorization: string | null;
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
        ? reads.findIndex(
            (early) =>
              new URL(input.url).pathname === early.path &&
              (early.authorization === null ||
                input.headers.get('Authorization') === early.authorization),
          )
        : -1;
    const early = reads[index];
    if (!early) return fetchImpl(input, init);
    reads.splice(index, 1);
    return early.response.catch(() => fetchImpl(input, init));
  };
}
