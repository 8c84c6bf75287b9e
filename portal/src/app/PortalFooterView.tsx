import { useTranslator } from '../lib/translator';
import { Footer, type RenderLink } from '@portal/design-system';
import { paths } from '../lib/paths';
import { contactLinks, serviceNumbers } from '../lib/contact';
import { chatConfigured } from '../lib/flags';
import type { DebtorData } from '../features/debtor/model';

/**
 * The page footer: service hours, the phone numbers that fit the debtor (signed out: both), and the links. Without the store, so the login page's own script uses it too.
 */
export function PortalFooterView({
  data,
  renderLink,
}: {
  data: DebtorData | null;
  renderLink?: RenderLink;
}) {
  const { t } = useTranslator();
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
      renderLink={renderLink}
    />
  );
}
