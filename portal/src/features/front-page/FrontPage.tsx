import { useTranslation } from 'react-i18next';
import { Notice, Spinner, styled } from '@portal/design-system';
import { useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { selectDebtor, selectDebtorError, selectDebtorStatus } from '../debtor/slice';

const Title = styled('h1', { fontSize: '$2xl', '@md': { fontSize: '$3xl' } });

/**
 * The overview after login. This shell shows the welcome and the debtor's name; the debt,
 * plan and payment views are assembled here by the debt screens.
 */
export default function FrontPage() {
  const { t } = useTranslation();
  const debtor = useAppSelector(selectDebtor);
  const status = useAppSelector(selectDebtorStatus);
  const error = useAppSelector(selectDebtorError);
  usePageTitle(t('frontPage.title'));
  return (
    <section aria-labelledby="front-page-title">
      <Title id="front-page-title">{t('frontPage.welcome')}</Title>
      {debtor ? <p>{debtor.name}</p> : null}
      {status === 'loading' ? <Spinner label={t('app.loading')} /> : null}
      {error ? (
        <Notice tone="error" live="alert">
          {t(error)}
        </Notice>
      ) : null}
    </section>
  );
}
