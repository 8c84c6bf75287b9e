// Issue 27, item 2: the debtor's data loads with the page, not after its script. The server
// sends this inline in every page's <head> under the answer's CSP nonce (vite.config.ts puts it
// there). For a stored, valid session it starts `GET /api/debtor` at once, while the portal's
// script is still on its way; the API client takes the answer over for its first debtor read
// with the same token (lib/early-read.ts). Signed out, expired or about to be refreshed, it does
// nothing. The token goes only to this origin's API, in the header, as the client sends it.
// Plain ES2019, no imports: it runs before any module.
/* global window */
(function () {
  try {
    var stored = JSON.parse(localStorage.getItem('portal.session') || 'null');
    if (!stored || typeof stored.token !== 'string' || typeof stored.expiresAt !== 'number') return;
    // Less than 25 minutes left: the client refreshes the token before its first call.
    if (stored.expiresAt - Date.now() < 25 * 60 * 1000) return;
    var headers = { Authorization: 'Bearer ' + stored.token, 'Cache-Control': 'no-cache' };
    window.__portalEarlyRead = {
      path: '/api/debtor',
      authorization: headers.Authorization,
      response: fetch('/api/debtor', { headers: headers, credentials: 'same-origin' }),
    };
    // An unused read's failure is nobody's error.
    window.__portalEarlyRead.response.catch(function () {});
  } catch {
    // Storage disabled or unreadable: the portal reads as usual.
  }
})();
