import DOMPurify from 'dompurify';

/**
 * Announcements and FAQ answers are HTML from the backend. DOMPurify's defaults keep forms and
 * inline styles (a fake login form or a full-screen overlay would survive), so those are
 * forbidden here too (docs/security.md). Links that open a new window get rel="noopener noreferrer".
 */
const config = {
  FORBID_TAGS: [
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'style',
    'iframe',
    'object',
    'embed',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
};

let hooked = false;
function ensureHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if ('tagName' in node && node.tagName === 'A') {
      const link = node as Element;
      if (link.getAttribute('target') === '_blank') link.setAttribute('rel', 'noopener noreferrer');
      else link.removeAttribute('target');
    }
  });
}

export function sanitizeHtml(html: string): string {
  ensureHooks();
  return DOMPurify.sanitize(html, config);
}

/** Plain text of an HTML fragment (for searching), without running anything in it. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
