import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Heading, Stack, Text } from '@portal/design-system';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/usePageTitle';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('notFound.title'));
  return (
    <Stack as="section" gap={3} align="start" aria-labelledby="not-found-title">
      <Heading level={1} id="not-found-title">
        {t('notFound.title')}
      </Heading>
      <Text>{t('notFound.text')}</Text>
      <Button onClick={() => navigate(paths.home.getHref())}>{t('notFound.action')}</Button>
    </Stack>
  );
}
