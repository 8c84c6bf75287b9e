// A page's data loads with the page, not after its script. The server sends
// this inline in every page's <head> under the answer's CSP nonce (vite.config.ts puts it there).
// - When the server found a live session for the page (its `portal-session` block), it starts
//   `GET /api/debtor` at once, while the portal's script is still on its way. Signed out, or
//   about to be extended, it does not.
// - On the help page it starts `GET /api/faq`, which is the same for every visitor: the questions
//   (the page's largest text) come as soon as the page can show them, not after its first render.
// The API client takes each answer over for its first matching read (lib/early-read.ts).
// It also keeps the taps a debtor makes before the portal's script has started on a prerendered
// page (a slow phone shows the login home seconds before it can act): on elements marked
// `data-early-tap` with an id, whose action can safely run twice (opening the login dialog).
// When main.tsx marks the portal as started (`data-portal-start`), each is clicked once more.
// Plain ES2019, no imports: it runs before any module.
/* global window, location, document, MutationObserver */
(function () {
  var root = document.documentElement;
  var taps = [];
  document.addEventListener(
    'click',
    function (event) {
      if (root.hasAttribute('data-portal-start')) return;
      var target = event.target && event.target.closest && event.target.closest('[data-early-tap]');
      if (target && target.id && taps.indexOf(target.id) < 0) taps.push(target.id);
    },
    true,
  );
  new MutationObserver(function (records, observer) {
    if (!root.hasAttribute('data-portal-start')) return;
    observer.disconnect();
    taps.forEach(function (id) {
      var element = document.getElementById(id);
      if (element) element.click();
    });
  }).observe(root, { attributes: true, attributeFilter: ['data-portal-start'] });
})();
(function () {
  var reads = [];
  var start = function (path) {
    // The session is the HttpOnly cookie the browser sends with it; nothing here can read it.
    var response = fetch(path, {
      headers: { 'Cache-Control': 'no-cache' },
      credentials: 'same-origin',
    });
    // An unused read's failure is nobody's error.
    response.catch(function () {});
    reads.push({ path: path, response: response });
  };
  try {
    if (location.pathname === '/help') start('/api/faq');
    var block = document.getElementById('portal-session');
    var session = block ? JSON.parse(block.textContent || 'null') : null;
    // Less than 25 minutes left: the client extends the session before its first call. A page
    // the server rendered with the debtor's data has nothing to read.
    var withData = block && block.getAttribute('data-page-data') === 'debtor';
    if (!withData && session && session.signedIn === true && session.expires_in >= 25 * 60) {
      start('/api/debtor');
    }
  } catch {
    // A page without the server's session block: the portal reads as usual.
  }
  if (reads.length > 0) window.__portalEarlyReads = reads;
})();
