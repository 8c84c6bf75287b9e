import { useEffect, useRef, type RefObject } from 'react';
import { useTranslator } from '../../lib/translator';
import { CookieBanner, type RenderLink } from '@portal/design-system';
import { paths } from '../../lib/paths';
import type { ConsentFlags } from '../session';

/**
 * While the fixed banner is shown, the page keeps room for it at the bottom and scrolling to a
 * focused element stops above it, so the banner never covers the end of the page or the element
 * in focus (WCAG 2.2 2.4.11 Focus Not Obscured). Set through the CSSOM, which the CSP allows.
 */
function useRoomForBanner(ref: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const banner = ref.current;
    if (!shown || !banner) return;
    const root = document.documentElement;
    const reserve = () => {
      const height = `${banner.offsetHeight}px`;
      root.style.scrollPaddingBottom = height;
      document.body.style.paddingBottom = height;
    };
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = '';
      document.body.style.paddingBottom = '';
    };
  }, [ref, shown]);
}

/**
 * Shown until the debtor has chosen (spec 2): accept all, or open the settings. Without the
 * store, so the login page's own script uses it too (CookieConsentBanner is the portal's).
 */
export function CookieConsentBannerView({
  consent,
  onAcceptAll,
  onSettings,
  renderLink,
}: {
  consent: ConsentFlags | null;
  onAcceptAll: () => void;
  onSettings: () => void;
  renderLink?: RenderLink;
}) {
  const { t } = useTranslator();
  const ref = useRef<HTMLElement>(null);
  useRoomForBanner(ref, consent === null);
  if (consent !== null) return null;
  return (
    <CookieBanner
      ref={ref}
      title={t('cookie.title')}
      text={t('cookie.text')}
      acceptAllLabel={t('cookie.acceptAll')}
      settingsLabel={t('cookie.settings')}
      onAcceptAll={onAcceptAll}
      onSettings={onSettings}
      readMore={{ label: t('cookie.readMore'), href: paths.privacy.getHref() }}
      renderLink={renderLink}
    />
  );
}
