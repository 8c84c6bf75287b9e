import { useTranslation } from 'react-i18next';
import { CookieBanner } from '@portal/design-system';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { consentChosen, selectConsent } from '../session/slice';
import { renderRouterLink } from '../../components/RouterLink';
import { paths } from '../../app/paths';

/** Shown until the debtor has chosen (spec 2): accept all, or open the settings. */
export function CookieConsentBanner({ onSettings }: { onSettings: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const consent = useAppSelector(selectConsent);
  if (consent !== null) return null;
  return (
    <CookieBanner
      title={t('cookie.title')}
      text={t('cookie.text')}
      acceptAllLabel={t('cookie.acceptAll')}
      settingsLabel={t('cookie.settings')}
      onAcceptAll={() => dispatch(consentChosen({ cookies: true, tracking: true }))}
      onSettings={onSettings}
      readMore={{ label: t('cookie.readMore'), href: paths.privacy.getHref() }}
      renderLink={renderRouterLink}
    />
  );
}
