import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/RouterLink';
import { Button, Card, styled } from '@portal/design-system';
import { usePageTitle } from '../../../lib/usePageTitle';
import { paths } from '../../../lib/paths';
import { SMALL_SCREEN, useMediaQuery } from '../../../lib/useMediaQuery';
import { LoginTabs } from './LoginTabs';

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

/**
 * The login home (spec 2): header, announcements, and the login card with its tabs. The
 * announcements are another feature's; the composition root hands them in.
 */
export default function LoginPage({ announcements }: { announcements?: ReactNode }) {
  const { t } = useTranslation();
  const small = useMediaQuery(SMALL_SCREEN);
  const [dialogOpen, setDialogOpen] = useState(false);
  usePageTitle(t('login.title'));

  return (
    <Page>
      <section aria-labelledby="login-home-title">
        <Title id="login-home-title">{t('home.title')}</Title>
        <Intro>{t('home.intro')}</Intro>
        {announcements}
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
