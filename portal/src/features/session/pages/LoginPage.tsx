import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/RouterLink';
import { Button, Card, Tabs, styled } from '@portal/design-system';
import { usePageTitle } from '../../../app/usePageTitle';
import { paths } from '../../../app/paths';
import { qrLoginEnabled } from '../../../app/features';
import { SMALL_SCREEN, useMediaQuery } from '../../../lib/useMediaQuery';
import { AnnouncementsBanner } from '../../announcements/components/AnnouncementsBanner';
import { CaseNumberLoginForm } from './CaseNumberLoginForm';
import { StrongLoginPanel } from './StrongLoginPanel';
import { QrLoginPanel } from '../qr/QrLoginPanel';

const Page = styled('div', {
  display: 'grid',
  gap: '$5',
  '@md': {
    gridTemplateColumns: 'minmax(0, 1fr) minmax(360px, 460px)',
    alignItems: 'start',
    gap: '$7',
  },
});
const Title = styled('h1', { fontSize: '$2xl', color: '$brand', '@md': { fontSize: '$3xl' } });
const Intro = styled('p', { fontSize: '$lg', maxWidth: '36em', my: '$3' });
const HelpLink = styled(RouterLink, {
  display: 'inline-block',
  marginTop: '$4',
  fontWeight: '$medium',
});

// Small screens only: the login card opens in a full-screen dialog, loaded on first use.
const LoginDialog = lazy(() => import('./LoginDialog'));

export function LoginTabs() {
  const { t } = useTranslation();
  const items = [
    { value: 'case', label: t('login.caseTab'), content: <CaseNumberLoginForm /> },
    { value: 'strong', label: t('login.strongTab'), content: <StrongLoginPanel /> },
    // The QR tab exists but is off until the flag is switched on (spec 2).
    ...(qrLoginEnabled
      ? [{ value: 'qr', label: t('login.qrTab'), content: <QrLoginPanel /> }]
      : []),
  ];
  return <Tabs aria-label={t('login.title')} items={items} defaultValue="case" fullWidth />;
}

/** The login home (spec 2): header, announcements, and the login card with its tabs. */
export default function LoginPage() {
  const { t } = useTranslation();
  const small = useMediaQuery(SMALL_SCREEN);
  const [dialogOpen, setDialogOpen] = useState(false);
  usePageTitle(t('login.title'));

  return (
    <Page>
      <section aria-labelledby="login-home-title">
        <Title id="login-home-title">{t('home.title')}</Title>
        <Intro>{t('home.intro')}</Intro>
        <AnnouncementsBanner />
      </section>
      {small ? (
        <div>
          <Button fullWidth size="large" aria-haspopup="dialog" onClick={() => setDialogOpen(true)}>
            {t('login.title')}
          </Button>
          {dialogOpen ? (
            <Suspense fallback={null}>
              <LoginDialog open onOpenChange={setDialogOpen} />
            </Suspense>
          ) : null}
          <HelpLink to={paths.help.getHref()}>{t('login.help')}</HelpLink>
        </div>
      ) : (
        <Card as="section" heading={t('login.title')} headingLevel={2}>
          <LoginTabs />
          <HelpLink to={paths.help.getHref()}>{t('login.help')}</HelpLink>
        </Card>
      )}
    </Page>
  );
}
