import type { HTMLAttributes } from 'react';

interface ServerSanitizedHtmlProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** HTML the server sanitized (allow-list, server/src/lib/safe-html.ts) and put in the page. */
  html: string;
}

/**
 * Backend HTML that came inside the server-rendered page (the login page's announcements): the
 * server sanitized it when it rendered the page, and the browser hydrates that markup as it is,
 * so the login route carries no sanitizer. Anything fetched later goes through SafeHtml.
 */
export function ServerSanitizedHtml({ html, ...rest }: ServerSanitizedHtmlProps) {
  // eslint-disable-next-line no-restricted-syntax -- sanitized by the server that rendered the page
  return <div {...rest} dangerouslySetInnerHTML={{ __html: html }} />;
}
