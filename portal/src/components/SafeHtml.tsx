import { useMemo, type HTMLAttributes } from 'react';
import { sanitizeHtml } from '../lib/sanitize';

interface SafeHtmlProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  html: string;
}

/** The one place the portal renders HTML from the backend: always sanitized first. */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // eslint-disable-next-line no-restricted-syntax -- sanitized above; the only permitted use
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
