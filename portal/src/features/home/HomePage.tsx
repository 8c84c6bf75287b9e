import { useTranslation } from 'react-i18next';
import { styled } from '@portal/design-system';
import { usePageTitle } from '../../app/usePageTitle';

const Title = styled('h1', { fontSize: '$2xl', color: '$brand', '@md': { fontSize: '$3xl' } });
const Intro = styled('p', { fontSize: '$lg', maxWidth: '40em', color: '$text' });

export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('login.title'));
  return (
    <section aria-labelledby="home-title">
      <Title id="home-title">{t('home.title')}</Title>
      <Intro>{t('home.intro')}</Intro>
    </section>
  );
}
