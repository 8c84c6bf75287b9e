import { forwardRef, useId, type HTMLAttributes } from 'react';
import { Button } from '../Button';
import { renderAnchor, type RenderLink } from '../shared';
import { Buttons, CookieRoot, readMoreLink, Text } from './CookieBanner.styles';

export interface CookieBannerProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The banner's heading and its region's name. */
  title: string;
  /** What the cookies are for, in one or two sentences. */
  text: string;
  /** The accept-all button's text. */
  acceptAllLabel: string;
  /** The settings button's text (opens the consent dialog). */
  settingsLabel: string;
  /** Called when the debtor accepts all cookies. */
  onAcceptAll: () => void;
  /** Opens the ConsentDialog. */
  onSettings: () => void;
  /** A link to the privacy notice, after the text. */
  readMore?: { label: string; href: string };
  /** Renders the link with the app's router (a plain `<a>` by default). */
  renderLink?: RenderLink;
  /** `fixed` at the bottom of the window (default) or in the flow. */
  position?: 'fixed' | 'static';
}

/** The cookie banner with accept-all and settings. */
export const CookieBanner = forwardRef<HTMLElement, CookieBannerProps>(function CookieBanner(
  {
    title,
    text,
    acceptAllLabel,
    settingsLabel,
    onAcceptAll,
    onSettings,
    readMore,
    renderLink = renderAnchor,
    position = 'fixed',
    ...rest
  },
  ref,
) {
  const titleId = `cookie-${useId()}`;
  return (
    <CookieRoot ref={ref} aria-labelledby={titleId} position={position} {...rest}>
      <Text>
        <h2 id={titleId}>{title}</h2>
        <p>
          {text}{' '}
          {readMore
            ? renderLink({
                href: readMore.href,
                className: readMoreLink(),
                children: readMore.label,
              })
            : null}
        </p>
      </Text>
      <Buttons>
        <Button variant="secondary" onClick={onSettings}>
          {settingsLabel}
        </Button>
        <Button onClick={onAcceptAll}>{acceptAllLabel}</Button>
      </Buttons>
    </CookieRoot>
  );
});
