import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FrontPageChildHeader } from '../../components/FrontPageChildHeader';
import {
  Button,
  Checkbox,
  DataTable,
  DescriptionList,
  formatDate,
  formatEuroCents,
  Notice,
  Spinner,
  Stack,
  type DataTableColumn,
} from '@portal/design-system';
import { dialogOpened } from '../../lib/dialogs';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectLocale } from '../../lib/language';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  openDebts,
  payAllDebts,
  paymentRouteOf,
  selectDebtorError,
  selectDebtorStatus,
  selectDebts,
  type Debt,
} from '../debtor';
import { cartTotal, payAllCart } from './cart';
import './dialogs';
import { selectPaymentPreparing, selectPendingDebtNrs } from './slice';

/**
 * `/pay-all` (spec 2, 4): every open debt paid here, all chosen by default (a debt in debt
 * restructuring is left out, and a notice says why), the amount to pay, and continue
 * to the bank. The total and the button that names it come first, above the list, so that on a
 * phone they are inside the first screen as on every other payment page. Continue is disabled with nothing chosen, while a payment is being prepared and
 * while an earlier payment awaits the bank's confirmation (spec 2: "payment in progress"); a
 * debt whose payment is pending is not chosen by default, and a notice says why continue is off
 * and what to do. Without open debts the front page is shown instead.
 */
export default function PayAllPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const status = useAppSelector(selectDebtorStatus);
  const error = useAppSelector(selectDebtorError);
  // A debt in debt restructuring is not listed: it is paid only under its programme.
  const allDebts = useAppSelector(selectDebts);
  const debts = payAllDebts(allDebts);
  const inRestructuring = openDebts(allDebts).filter(
    (d) => paymentRouteOf(d) === 'restructuringProgramme',
  );
  const pendingDebtNrs = useAppSelector(selectPendingDebtNrs);
  const preparing = useAppSelector(selectPaymentPreparing);
  // The debtor's own ticks and unticks. Untouched, a debt is chosen unless its payment is pending:
  // the pending list may arrive after the page, so it is read on every render, not copied once.
  const [ticked, setTicked] = useState<ReadonlyMap<number, boolean>>(() => new Map());
  usePageTitle(t('payAll.title'));

  if (status === 'loaded' && debts.length === 0) {
    return <Navigate to={paths.frontPage.getHref()} replace />;
  }
  const isChosen = (debt: Debt) => ticked.get(debt.nr) ?? !pendingDebtNrs.includes(debt.nr);
  const chosen = debts.filter(isChosen);
  const cart = payAllCart(chosen);
  const toggle = (debt: Debt, on: boolean) =>
    setTicked((current) => new Map(current).set(debt.nr, on));
  // A payment in progress (spec 2) blocks a new one until the bank has confirmed it.
  const pendingHere = debts.filter((d) => pendingDebtNrs.includes(d.nr));

  const columns: DataTableColumn<Debt>[] = [
    {
      key: 'debt',
      header: t('payAll.table.debt'),
      render: (debt) => (
        <Checkbox
          label={debt.creditor.name}
          hint={pendingDebtNrs.includes(debt.nr) ? t('payAll.table.pending') : undefined}
          checked={isChosen(debt)}
          onCheckedChange={(on) => toggle(debt, on === true)}
        />
      ),
    },
    {
      key: 'orderNr',
      header: t('payAll.table.caseNumber'),
      render: (debt) => debt.orderNr,
    },
    {
      key: 'dueDate',
      header: t('payAll.table.dueDate'),
      align: 'end',
      render: (debt) => formatDate(debt.dueDate),
    },
    {
      key: 'left',
      header: t('payAll.table.left'),
      align: 'end',
      render: (debt) => formatEuroCents(debt.debtSummary.left, locale),
    },
  ];

  const body =
    status !== 'loaded' && status !== 'failed' ? (
      <Spinner label={t('app.loading')} />
    ) : status === 'failed' && error ? (
      <Notice tone="error" live="alert">
        {t(error)}
      </Notice>
    ) : (
      <Stack gap={5}>
        <p>{t(pendingHere.length > 0 ? 'payAll.introPending' : 'payAll.intro')}</p>
        {inRestructuring.length > 0 ? (
          <Notice tone="info">
            {t('payAll.restructuringLeftOut', {
              count: inRestructuring.length,
              creditors: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
                inRestructuring.map((d) => d.creditor.name),
              ),
            })}
          </Notice>
        ) : null}
        <DescriptionList
          layout="figures"
          aria-live="polite"
          items={[
            { key: 'count', term: t('payAll.chosen'), value: String(chosen.length) },
            {
              key: 'total',
              term: t('payAll.total'),
              value: formatEuroCents(cartTotal(cart), locale),
            },
          ]}
        />
        {pendingHere.length > 0 ? (
          <Notice id="pay-all-pending" tone="info" title={t('payAll.pendingBlock.title')}>
            {t('payAll.pendingBlock.text', {
              count: pendingHere.length,
              creditors: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
                pendingHere.map((d) => d.creditor.name),
              ),
            })}
          </Notice>
        ) : chosen.length === 0 ? (
          <p>{t('payAll.noneChosen')}</p>
        ) : null}
        <div>
          <Button
            id="pay-all-continue"
            aria-describedby={pendingHere.length > 0 ? 'pay-all-pending' : undefined}
            disabled={chosen.length === 0 || preparing || pendingHere.length > 0}
            onClick={() =>
              dispatch(
                dialogOpened({
                  name: 'bankSelection',
                  props: { cart, redirectPath: paths.payAll.getHref() },
                  returnFocus: '#pay-all-continue',
                }),
              )
            }
          >
            {t('payAll.continue', { amount: formatEuroCents(cartTotal(cart), locale) })}
          </Button>
        </div>
        <DataTable
          caption={t('payAll.caption')}
          hideCaption
          smallScreen="cards"
          columns={columns}
          rows={debts}
          getRowKey={(debt) => String(debt.nr)}
        />
      </Stack>
    );

  return (
    <Stack as="section" aria-labelledby="pay-all-title" gap={5}>
      <FrontPageChildHeader title={t('payAll.title')} headingId="pay-all-title" />
      {body}
    </Stack>
  );
}
