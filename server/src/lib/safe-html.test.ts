import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS, FAQ } from '../seed/content';
import { sanitizeContentHtml } from './safe-html';

/**
 * The XSS payload corpus of the browser journey (docs/security.md, checklist 14), read from the spec
 * itself so the two never drift apart: the string literals of its `payloads` array.
 */
function e2ePayloads(): string[] {
  const file = new URL('../../../portal/e2e/html-content.spec.ts', import.meta.url);
  const source = ts.createSourceFile(
    'html-content.spec.ts',
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
  );
  let found: string[] | undefined;
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'payloads' &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      found = node.initializer.elements.map((element) => {
        if (!ts.isStringLiteralLike(element)) throw new Error('payloads holds a non-string');
        return element.text;
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found) throw new Error('no `payloads` array in portal/e2e/html-content.spec.ts');
  return found;
}

const E2E_PAYLOADS = e2ePayloads();

/** More of the same, aimed at this sanitizer: entity and whitespace tricks, published bypasses. */
const SERVER_PAYLOADS = [
  '<a href="java&#x09;script:window.__xss=1">tab</a>',
  '<a href="&#0000106avascript:window.__xss=1">zero-padded</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">x</a>',
  '<a href="javascript&colon;window.__xss=1">colon entity</a>',
  '<a href="\u0001javascript:window.__xss=1">control</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="data:text/html,<script>window.__xss=1</script>">data</a>',
  '<a href="//evil.example/" target="_BLANK" rel="opener">protocol-relative</a>',
  '<a href="/help" target="_top" rel="opener">same window</a>',
  '<a href="https://example.org" target=" _blank ">padded</a>',
  '<A HREF="JAVASCRIPT:window.__xss=1" ONCLICK="window.__xss=1">upper</A>',
  '<svg><textarea><img src=x onerror=window.__xss=1></textarea></svg>',
  '<textarea></textarea/><img src=x onerror=window.__xss=1>',
  '<xmp><img src=x onerror=window.__xss=1></xmp>',
  '<iframe><img src=x onerror=window.__xss=1></iframe>',
  '<noscript><style></noscript><img src=x onerror=window.__xss=1></style></noscript>',
  '<svg><animate attributeName="href" values="javascript:window.__xss=1"/></svg>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<form><button formaction="javascript:window.__xss=1" form="f">x</button></form>',
  '<p id="x" class="y" data-x="1" title="t" lang="fi" dir="rtl" tabindex="0">attributes</p>',
  '<p onmouseover = "window.__xss=1" STYLE="color:red">spaced</p>',
  '<table><tr><td style="x" onclick="window.__xss=1" background="javascript:x">cell</td></tr></table>',
  '<!--><img src=x onerror=window.__xss=1>-->',
  '<![CDATA[<img src=x onerror=window.__xss=1>]]>',
  '<img src=x onerror=window.__xss=1//',
  '<a href="https://example.org/?q=<script>">escaped query</a>',
  '<template><img src=x onerror=window.__xss=1></template>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<math><mi xlink:href="javascript:window.__xss=1">x</mi></math>',
];

const TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a']);
for (const tag of ['h2', 'h3', 'h4', 'blockquote', 'span', 'table', 'caption']) TAGS.add(tag);
for (const tag of ['thead', 'tbody', 'tr', 'th', 'td']) TAGS.add(tag);
const ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'target', 'rel'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};
const FORBIDDEN = [
  'script',
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'object',
  'embed',
  'base',
  'meta',
  'svg',
  'math',
  'img',
  'link',
];

/** Without whitespace and control characters (browsers skip them in a URL's scheme). */
function withoutBlanks(text: string): string {
  return [...text].filter((c) => c.charCodeAt(0) > 0x20 && !/\s/.test(c)).join('');
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Everything the output may hold: allow-listed tags with allow-listed, double-quoted attributes,
 * hrefs of the allowed schemes, and text in which no `<` is left unescaped.
 */
function expectOnlyAllowed(output: string) {
  const message = `sanitized: ${output}`;
  const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-z-]+="[^"<>]*")*)\s*(\/?)>/g;
  for (const [, , name, attributes] of output.matchAll(tagPattern)) {
    expect(TAGS.has(name!), `${message}\ntag ${name}`).toBe(true);
    const attrs = new Map(
      [...attributes!.matchAll(/\s+([a-z-]+)="([^"]*)"/g)].map(([, key, value]) => [
        key!,
        decodeAttribute(value!),
      ]),
    );
    for (const key of attrs.keys())
      expect(ATTRIBUTES[name!] ?? [], `${message}\nattribute ${name} ${key}`).toContain(key);
    const href = attrs.get('href');
    if (href !== undefined) {
      const cleaned = withoutBlanks(href);
      expect(cleaned, message).not.toMatch(/^[/\\]{2}/);
      const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(cleaned)?.[1]?.toLowerCase();
      if (scheme !== undefined)
        expect(['http', 'https', 'mailto', 'tel'], message).toContain(scheme);
    }
    if (attrs.has('target') || attrs.has('rel')) {
      expect(attrs.get('target'), message).toBe('_blank');
      expect(attrs.get('rel'), message).toBe('noopener noreferrer');
    }
  }
  // Whatever is not an allow-listed tag is text, and text has its `<` escaped.
  expect(output.replace(tagPattern, ''), message).not.toContain('<');
}

/**
 * The checks of the browser journey, on the whole string: none of the dangerous tags, no event
 * handler or style attribute, no `javascript:` however cased or spaced; and the structure above.
 */
function expectSafe(output: string) {
  const message = `sanitized: ${output}`;
  for (const tag of FORBIDDEN) expect(output.toLowerCase(), message).not.toContain(`<${tag}`);
  expect(output, message).not.toMatch(/\son\w+\s*=/i);
  expect(output, message).not.toMatch(/style\s*=/i);
  expect(withoutBlanks(output).toLowerCase(), message).not.toContain('javascript:');
  expectOnlyAllowed(output);
}

describe('sanitizeContentHtml', () => {
  it('reads the whole payload corpus of the browser journey', () => {
    expect(E2E_PAYLOADS.length).toBeGreaterThanOrEqual(23);
    expect(E2E_PAYLOADS).toContain('<script>window.__xss=1</script>');
  });

  it.each([...E2E_PAYLOADS, ...SERVER_PAYLOADS])('leaves nothing dangerous of %s', (payload) => {
    const output = sanitizeContentHtml(payload);
    expectSafe(output);
    expect(sanitizeContentHtml(output)).toBe(output);
  });

  it('leaves nothing dangerous of the corpus as the journey serves it, and keeps the markers', () => {
    const corpus = E2E_PAYLOADS.map((html, i) => `<p>Kohta ${i + 1}</p>${html}`).join('\n');
    const output = sanitizeContentHtml(corpus);
    expectSafe(output);
    // As in the browser: everything up to the unclosed <noscript> payload is shown.
    const noscript = E2E_PAYLOADS.findIndex((p) => p.startsWith('<noscript>'));
    for (let i = 1; i <= noscript + 1; i++) expect(output).toContain(`<p>Kohta ${i}</p>`);
    expect(output).toContain('<p>Kohta 8</p><p>peitto</p>');
    expect(output).toContain(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">ulkoinen</a>',
    );
  });

  it('gives external links that open a new window rel="noopener noreferrer", and drops other targets', () => {
    expect(sanitizeContentHtml('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(
      sanitizeContentHtml('<a href="https://example.org" target="_BLANK" rel="opener">x</a>'),
    ).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeContentHtml('<a href="/help" target="_self" rel="opener">x</a>')).toBe(
      '<a href="/help">x</a>',
    );
    expect(sanitizeContentHtml('<a href="/help" target="frame">x</a>')).toBe(
      '<a href="/help">x</a>',
    );
  });

  it('keeps http, https, mailto, tel and relative links, and no other', () => {
    for (const href of [
      'https://example.org/a?b=c&d=e#f',
      'http://example.org',
      'mailto:asiakaspalvelu@example.fi',
      'tel:+358401234567',
      '/help',
      'help#maksut',
      '#top',
      '?q=1',
    ]) {
      const html = `<a href="${href.replace(/&/g, '&amp;')}">x</a>`;
      expect(sanitizeContentHtml(html)).toBe(html);
    }
    for (const href of [
      'javascript:x',
      'data:text/html,x',
      'vbscript:x',
      'ftp://x',
      '//x',
      'sms:1',
    ])
      expect(sanitizeContentHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });

  it('keeps the content markup: headings, lists, quotes, emphasis and simple tables', () => {
    const html = [
      '<h2>Otsikko</h2><h3>Ala</h3><h4>Ala-ala</h4>',
      '<p>Teksti <strong>vahva</strong> <b>b</b> <em>em</em> <i>i</i> <u>u</u> <span>s</span><br />rivi</p>',
      '<ul><li>yksi</li></ul><ol><li>kaksi</li></ol><blockquote>lainaus</blockquote>',
      '<table><caption>Kulut</caption><thead><tr><th scope="col">Kulu</th><th>€</th></tr></thead>',
      '<tbody><tr><td colspan="2">5 &amp; 10 &lt; 20</td></tr></tbody></table>',
    ].join('');
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it('keeps the text of other dropped tags, but not of scripts, styles, frames, SVG, MathML or form controls', () => {
    expect(sanitizeContentHtml('<div>a <font>b</font> <details>c</details></div>')).toBe('a b c');
    const hidden = [
      '<script>x</script>',
      '<style>x</style>',
      '<iframe>x</iframe>',
      '<noscript>x</noscript>',
      '<template>x</template>',
      '<svg><text>x</text></svg>',
      '<math><mtext>x</mtext></math>',
      '<select><option>x</option></select>',
      '<textarea>x</textarea>',
      '<object>x</object>',
      '<video>x</video>',
    ];
    expect(sanitizeContentHtml(`<p>a</p>${hidden.join('')}<p>b</p>`)).toBe('<p>a</p><p>b</p>');
  });

  it('keeps every seeded announcement and FAQ answer unchanged', () => {
    const texts = [
      ...ANNOUNCEMENTS.flatMap((a) => a.contents.map((c) => c.text)),
      ...FAQ.flatMap((item) => [item.fi[1], item.se[1], item.en[1]]),
    ];
    expect(texts).toHaveLength(9 + 39);
    for (const text of texts) expect(sanitizeContentHtml(text)).toBe(text);
  });

  it('never lets anything dangerous through, whatever the markup (generated)', () => {
    const tag = fc.constantFrom(
      ...TAGS,
      ...FORBIDDEN,
      'div',
      'details',
      'noscript',
      'template',
      'xmp',
      'option',
      'video',
      'source',
      'mtext',
      'mglyph',
      'foreignObject',
      'animate',
    );
    const attribute = fc.constantFrom(
      'href',
      'xlink:href',
      'src',
      'target',
      'rel',
      'style',
      'onerror',
      'onclick',
      'ONLOAD',
      'formaction',
      'action',
      'srcdoc',
      'data-x',
      'colspan',
      'attributeName',
      'values',
    );
    const value = fc.constantFrom(
      'javascript:window.__xss=1',
      ' JaVaScRiPt:window.__xss=1',
      'java&#x09;script:x',
      '&#106;avascript:x',
      'https://example.org',
      '//evil.example',
      '_blank',
      '_BLANK',
      'position:fixed',
      '"><script>window.__xss=1</script>',
      '</noscript><img src=x onerror=window.__xss=1>',
      '',
    );
    const open = fc
      .tuple(tag, fc.array(fc.tuple(attribute, value, fc.boolean()), { maxLength: 3 }))
      .map(
        ([name, attrs]) =>
          `<${name}${attrs.map(([a, v, quoted]) => (quoted ? ` ${a}="${v}"` : ` ${a}=${v}`)).join('')}>`,
      );
    const piece = fc.oneof(
      open,
      tag.map((name) => `</${name}>`),
      tag.map((name) => `</${name}/>`),
      fc.constantFrom('teksti', '<', '>', '&', '<!--', '-->', '<![CDATA[', ']]>', '"', "'", '/'),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        // Payload text may survive as text (escaped); what matters is the markup around it.
        const output = sanitizeContentHtml(pieces.join(''));
        expectOnlyAllowed(output);
      }),
      { numRuns: 2000 },
    );
  });
});
