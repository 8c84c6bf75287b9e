import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps ordinary formatting and links', () => {
    const html =
      '<p>Maksa <strong>ajoissa</strong>. <a href="https://example.fi/ohje">Ohje</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['<img src=x onerror="alert(1)">', /onerror/],
    ['<script>alert(1)</script>', /script/],
    ['<a href="javascript:alert(1)">x</a>', /javascript:/],
    ['<form action="https://evil.example"><input name="onlineId"></form>', /form|input/],
    ['<p style="position:fixed;inset:0">overlay</p>', /style/],
    ['<button formaction="https://evil.example">x</button>', /button|formaction/],
    ['<svg><animate onbegin="alert(1)"></animate></svg>', /onbegin/],
    ['<iframe src="https://evil.example"></iframe>', /iframe/],
    ['<select><option>1</option></select><textarea>x</textarea>', /select|textarea/],
  ])('removes the dangerous part of %s', (html, forbidden) => {
    expect(sanitizeHtml(html)).not.toMatch(forbidden);
  });

  it('adds rel="noopener noreferrer" to links that open a new window', () => {
    expect(sanitizeHtml('<a href="https://kkv.fi" target="_blank">KKV</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});

describe('htmlToText', () => {
  it('returns the visible text only', () => {
    expect(htmlToText('<p>Perintä-<b>kulut</b></p><script>x()</script>')).toBe('Perintä-kulut');
  });
});
