import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Button, EmptyState, Notice, PageHeader, PageSkeleton, Stack } from '@portal/design-system';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/usePageTitle';
import { RouterLink, renderRouterLink } from '../../../components/RouterLink';
import { debtorRequested, selectDebtorError, selectDebtorStatus, selectDebts } from '../../debtor';
import { findDebt, parseOrderNr, type DebtViewKind } from '../rules';
import { SingleDebtView } from '../SingleDebtView';

/** `/debt/{orderNr}` and `/payment-plan/{orderNr}` (spec 2). */
export default function DebtPage({ kind }: { kind: DebtViewKind }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { orderNr: param } = useParams();
  const status = useAppSelector(selectDebtorStatus);
  const error = useAppSelector(selectDebtorError);
  const debts = useAppSelector(selectDebts);
  const orderNr = parseOrderNr(param);
  const found = orderNr === null ? null : findDebt(debts, orderNr, kind);
  const crumb = kind === 'paymentPlan' ? t('nav.paymentPlan') : t('nav.debt');
  const title =
    kind === 'paymentPlan'
      ? t('planCard.jointTitle')
      : found
        ? found.debt.creditor.name
        : t('nav.debt');
  usePageTitle(crumb);

  const header = (
    <PageHeader
      title={title}
      headingId="debt-page-title"
      renderLink={renderRouterLink}
      back={{ href: paths.frontPage.getHref(), label: t('debt.back') }}
      breadcrumb={{
        'aria-label': t('breadcrumb.label'),
        items: [{ label: t('nav.frontPage'), href: paths.frontPage.getHref() }, { label: crumb }],
      }}
    />
  );

  if (found) {
    return (
      <Stack gap={5}>
        {header}
        <SingleDebtView
          debt={found.debt}
          kind={kind}
          summaryTitle={kind === 'paymentPlan' ? t('debt.summary.plan') : t('debt.summary.debt')}
        />
      </Stack>
    );
  }
  if (status === 'failed') {
    return (
      <Stack gap={5}>
        {header}
        <Stack>
          <Notice tone="error" live="alert">
            {t(error ?? 'error.server.0')}
          </Notice>
          <div>
            <Button variant="secondary" onClick={() => dispatch(debtorRequested())}>
              {t('debt.retry')}
            </Button>
          </div>
        </Stack>
      </Stack>
    );
  }
  if (status !== 'loaded') {
    return (
      <Stack gap={5}>
        {header}
        <PageSkeleton layout="debt" label={t('debt.loading')} />
      </Stack>
    );
  }
  return (
    <Stack gap={5}>
      {header}
      <EmptyState
        icon="search"
        title={kind === 'paymentPlan' ? t('debt.notFound.planTitle') : t('debt.notFound.title')}
        text={t('debt.notFound.text')}
        action={<RouterLink to={paths.frontPage.getHref()}>{t('notFound.action')}</RouterLink>}
      />
    </Stack>
  );
}
