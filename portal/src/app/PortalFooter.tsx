import { useTranslation } from 'react-i18next';
import { Footer } from '@portal/design-system';
import { useAppSelector } from '../lib/hooks';
import { paths } from '../lib/paths';
import { contactLinks, serviceNumbers } from '../lib/contact';
import { chatConfigured } from '../lib/flags';
import { renderRouterLink } from '../components/RouterLink';
import { selectDebtorData } from '../features/debtor/slice';

/** The page footer: service hours, the phone numbers that fit the debtor, and the links. */
export function PortalFooter() {
  const { t } = useTranslation();
  const data = useAppSelector(selectDebtorData);
  return (
    <Footer
      companyName={t('app.company')}
      serviceHoursTitle={t('footer.serviceHours')}
      serviceHours={[
        t('footer.hoursMonThu'),
        t('footer.hoursFri'),
        // Chat hours only where a chat exists: a build without one promises none.
        ...(chatConfigured ? [t('footer.chatHours')] : []),
      ]}
      contactTitle={t('footer.contactTitle')}
      contacts={[
        // spec 6: a company is given the company service number, a person the private one.
        ...serviceNumbers(data?.debtor ?? null).map((kind) => ({
          label: t(`footer.${kind}Phone`),
          href: contactLinks[`${kind}Phone`],
        })),
        { label: t('footer.contactForm'), href: paths.help.getHref('CustomerSupport') },
      ]}
      linksTitle={t('footer.linksTitle')}
      links={[
        { label: t('drawer.privacy'), href: paths.privacy.getHref() },
        { label: t('footer.accessibility'), href: paths.accessibility.getHref() },
        { label: t('nav.help'), href: paths.help.getHref() },
      ]}
      renderLink={renderRouterLink}
    />
  );
}
