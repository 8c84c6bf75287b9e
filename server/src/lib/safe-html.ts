import sanitizeHtml from 'sanitize-html';

/**
 * Announcements and FAQ answers are HTML written in the back office. The server sanitizes them
 * once, before serving them, with an allow-list (docs/security.md, checklist 14): only the tags and
 * attributes content needs survive, everything else is dropped. This is at least as strict as the
 * portal's DOMPurify configuration (portal/src/lib/sanitize.ts):
 *
 * - no script, style, form, input, button, textarea, select, iframe, object, embed, base, meta,
 *   svg or math (nor any other tag outside the list below);
 * - no event handlers, style, srcset, formaction, action, id, class or data- attributes (only the
 *   link attributes below are allowed, on links only);
 * - href only with http, https, mailto or tel, or relative (no `//host` either); anything else
 *   (javascript:, data:, vbscript:, however it is spelled or padded) loses its href;
 * - target only as `_blank`, and then always rel="noopener noreferrer"; any other target, and
 *   rel on a link without target=_blank, is removed.
 *
 * The text inside dropped tags is kept (as escaped text), except for the elements whose content
 * is not text to read (scripts, styles, frames, embedded SVG and MathML, form controls with
 * options…), which are dropped with their content as DOMPurify does.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'span',
  'table',
  'caption',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/** Dropped together with everything inside them (the library's defaults are the first five). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'xmp',
  'select',
  'iframe',
  'noscript',
  'noembed',
  'noframes',
  'plaintext',
  'template',
  'title',
  'head',
  'object',
  'svg',
  'math',
  'audio',
  'video',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedClasses: {},
  allowedStyles: {},
  parseStyleAttributes: false,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'formaction'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  allowVulnerableTags: false,
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      const blank = target !== undefined && target.trim().toLowerCase() === '_blank';
      return {
        tagName,
        attribs: blank ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
  },
};

/** Content HTML with only the allow-listed tags, attributes and URL schemes left. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
