import { useTranslation } from 'react-i18next';
import { PageHeader } from '@portal/design-system';
import { paths } from '../lib/paths';
import { renderRouterLink } from './RouterLink';

/**
 * The header of a page one step below the front page (payments, pay all, profile): its heading,
 * the breadcrumb from the front page on large screens and the back link on small ones (spec 2).
 */
export function FrontPageChildHeader({ title, headingId }: { title: string; headingId: string }) {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={title}
      headingId={headingId}
      renderLink={renderRouterLink}
      breadcrumb={{
        'aria-label': t('breadcrumb.label'),
        items: [{ label: t('nav.frontPage'), href: paths.frontPage.getHref() }, { label: title }],
      }}
      back={{
        href: paths.frontPage.getHref(),
        label: `${t('common.back')}: ${t('nav.frontPage')}`,
      }}
    />
  );
}
