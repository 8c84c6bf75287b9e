import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, styled } from '@portal/design-system';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/usePageTitle';

const Title = styled('h1', { fontSize: '$2xl', marginBottom: '$3' });

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('notFound.title'));
  return (
    <section aria-labelledby="not-found-title">
      <Title id="not-found-title">{t('notFound.title')}</Title>
      <p>{t('notFound.text')}</p>
      <Button onClick={() => navigate(paths.home.getHref())}>{t('notFound.action')}</Button>
    </section>
  );
}
