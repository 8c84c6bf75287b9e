import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { htmlLangOf } from '@portal/translations';
import { styled } from '@portal/design-system';
import { languageIdOf } from './i18n';

const SkipLink = styled('a', {
  position: 'absolute',
  left: '$2',
  top: '-100px',
  padding: '$2 $4',
  backgroundColor: '$background',
  zIndex: '$toast',
  '&:focus': { top: '$2' },
});

const Main = styled('main', {
  maxWidth: '$content',
  mx: 'auto',
  px: '$4',
  py: '$6',
  '@md': { px: '$6' },
});

/** The page frame; the full top bar, drawer and footer come with the portal shell. */
export function Layout() {
  const { t, i18n } = useTranslation();
  const language = languageIdOf(i18n);
  useEffect(() => {
    document.documentElement.lang = htmlLangOf[language];
  }, [language]);
  return (
    <>
      <SkipLink href="#content">{t('app.skipToContent')}</SkipLink>
      <Main id="content" tabIndex={-1}>
        <Outlet />
      </Main>
    </>
  );
}
