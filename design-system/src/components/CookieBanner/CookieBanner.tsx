import { forwardRef, useId, type HTMLAttributes } from 'react';
import { Button } from '../Button';
import { renderAnchor, type RenderLink } from '../shared';
import { Buttons, CookieRoot, readMoreLink, Text } from './CookieBanner.styles';

export interface CookieBannerProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  title: string;
  text: string;
  acceptAllLabel: string;
  settingsLabel: string;
  onAcceptAll: () => void;
  /** Opens the ConsentDialog. */
  onSettings: () => void;
  readMore?: { label: string; href: string };
  renderLink?: RenderLink;
  /** `fixed` at the bottom of the window (default) or in the flow. */
  position?: 'fixed' | 'static';
}

/** The cookie banner with accept-all and settings (spec 2). */
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
