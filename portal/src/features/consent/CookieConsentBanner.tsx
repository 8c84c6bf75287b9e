import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { consentChosen, selectConsent } from '../session';
import { renderRouterLink } from '../../components/RouterLink';
import { CookieConsentBannerView } from './CookieConsentBannerView';

/** The cookie banner with the choice kept in the store (its saga stores it). */
export function CookieConsentBanner({ onSettings }: { onSettings: () => void }) {
  const dispatch = useAppDispatch();
  const consent = useAppSelector(selectConsent);
  return (
    <CookieConsentBannerView
      consent={consent}
      onAcceptAll={() => dispatch(consentChosen({ cookies: true, tracking: true }))}
      onSettings={onSettings}
      renderLink={renderRouterLink}
    />
  );
}
