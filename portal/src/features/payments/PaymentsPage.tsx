import { useTranslation } from 'react-i18next';
import { FrontPageChildHeader } from '../../components/FrontPageChildHeader';
import { useNavigate } from 'react-router-dom';
import {
  DataTable,
  EmptyState,
  Notice,
  PageSkeleton,
  Stack,
  formatDate,
  formatEuroCents,
  type DataTableColumn,
} from '@portal/design-system';
import { useAppSelector } from '../../lib/hooks';
import { selectLocale } from '../../lib/language';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/usePageTitle';
import { selectDebtorError, selectDebtorStatus, selectDebts } from '../debtor';
import { paymentRows, type PaymentRow } from './rules';

/** spec 2: the debtor's payments over all debts, newest first; a row opens its debt. */
export default function PaymentsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useAppSelector(selectLocale);
  const debts = useAppSelector(selectDebts);
  const status = useAppSelector(selectDebtorStatus);
  const error = useAppSelector(selectDebtorError);
  usePageTitle(t('paymentsPage.title'));
  const rows = paymentRows(debts);

  const columns: DataTableColumn<PaymentRow>[] = [
    {
      key: 'debt',
      header: t('payments.table.debt'),
      rowHeader: true,
      render: (row) => t('paymentsPage.debt', { creditor: row.creditor, orderNr: row.orderNr }),
    },
    {
      key: 'paymentDate',
      header: t('payments.table.paymentDate'),
      align: 'end',
      render: (row) => formatDate(row.paymentDate),
    },
    {
      key: 'bookingDate',
      header: t('payments.table.registeredDate'),
      align: 'end',
      render: (row) => (row.bookingDate ? formatDate(row.bookingDate) : t('paymentsPage.notYet')),
    },
    {
      key: 'sum',
      header: t('payments.table.sum'),
      align: 'end',
      render: (row) => formatEuroCents(row.amount, locale),
    },
  ];

  let body;
  if (status === 'loading' || status === 'idle') {
    body = <PageSkeleton layout="table" label={t('app.loading')} />;
  } else if (status === 'failed' && error) {
    body = (
      <Notice tone="error" live="alert">
        {t(error)}
      </Notice>
    );
  } else if (rows.length === 0) {
    body = (
      <EmptyState
        icon="none"
        title={t('paymentsPage.empty.title')}
        text={t('paymentsPage.empty.text')}
      />
    );
  } else {
    body = (
      <DataTable
        caption={t('paymentsPage.caption')}
        hideCaption
        smallScreen="cards"
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.key}
        onRowClick={(row) => void navigate(paths.debt.getHref(row.orderNr))}
      />
    );
  }

  return (
    <Stack as="section" aria-labelledby="payments-title" gap={5}>
      <FrontPageChildHeader title={t('paymentsPage.title')} headingId="payments-title" />
      {rows.length > 0 ? <p>{t('paymentsPage.intro')}</p> : null}
      {body}
    </Stack>
  );
}
