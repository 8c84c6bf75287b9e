import { useTranslation } from 'react-i18next';
import { billDescriptionKey } from '@portal/translations';
import {
  DataTable,
  DescriptionList,
  formatDate,
  formatEuroCents,
  List,
  type FormatLocale,
} from '@portal/design-system';
import type { Cents } from '@portal/openapi';
import type { Bill, Debt, Installment, Payment } from '../../debtor';
import { RouterLink } from '../../../components/RouterLink';
import { paths } from '../../../lib/paths';

interface TableProps {
  locale: FormatLocale;
  /** Hidden when a tab or dialog title already names the table. */
  hideCaption?: boolean;
}

/** spec 3: claim types 1-21 are named; other numbers are not shown as a name. */
export const claimTypeKey = (claimType: number | null): string | null =>
  claimType !== null && claimType >= 1 && claimType <= 21 ? `claimTypes.${claimType}` : null;

const billTypeKey = (type: number) =>
  type >= 1 && type <= 3 ? `bills.type.${type}` : 'bills.type.other';

function BillDetail({ bill, locale }: { bill: Bill; locale: FormatLocale }) {
  const { t } = useTranslation();
  const claim = claimTypeKey(bill.claimType);
  // A cost row the server added itself is named in the reader's language.
  const costKey = bill.description ? billDescriptionKey(bill.description) : undefined;
  return (
    <DescriptionList layout="figures">
      <dt>{t('bills.kind')}</dt>
      <dd>{t(billTypeKey(bill.type))}</dd>
      {claim ? (
        <>
          <dt>{t('bills.claimType')}</dt>
          <dd>{t(claim)}</dd>
        </>
      ) : null}
      {bill.description ? (
        <>
          <dt>{t('bills.description')}</dt>
          <dd>{costKey ? t(costKey) : bill.description}</dd>
        </>
      ) : null}
      {/* The original bill's own reference is not the one to pay with: a payment with it may
          not reach the debt, so the label says whose it is and the debt's reference is named. */}
      {bill.referenceNr ? (
        <>
          <dt>{t('bills.reference')}</dt>
          <dd>
            {bill.referenceNr}
            <br />
            {t('bills.referenceNote')}
          </dd>
        </>
      ) : null}
      <dt>{t('bills.capital')}</dt>
      <dd>{formatEuroCents(bill.capital, locale)}</dd>
      <dt>{t('bills.interest')}</dt>
      <dd>{formatEuroCents(bill.interest, locale)}</dd>
      {bill.interestRate !== null ? (
        <>
          <dt>{t('bills.interestRate')}</dt>
          <dd>
            {t('bills.interestRateValue', { rate: bill.interestRate.toLocaleString(locale) })}
          </dd>
        </>
      ) : null}
    </DescriptionList>
  );
}

/** The debt's bills; each row opens its detail (spec 2: bill rows with expandable detail). */
export function BillsTable({
  bills,
  locale,
  hideCaption,
}: TableProps & { bills: readonly Bill[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={t('bills.caption')}
      hideCaption={hideCaption}
      rows={bills}
      getRowKey={(bill) => String(bill.nr)}
      expandHeader={t('bills.detailsColumn')}
      expandLabel={(bill) => t('bills.showBill', { number: bill.nr })}
      collapseLabel={(bill) => t('bills.hideBill', { number: bill.nr })}
      renderExpanded={(bill) => <BillDetail bill={bill} locale={locale} />}
      emptyText={t('bills.empty')}
      columns={[
        { key: 'nr', header: t('bills.number'), render: (bill) => bill.nr, rowHeader: true },
        {
          key: 'type',
          header: t('bills.kind'),
          render: (bill) => {
            const claim = claimTypeKey(bill.claimType);
            return claim ? t(claim) : t(billTypeKey(bill.type));
          },
        },
        {
          key: 'dueDate',
          header: t('bills.dueDate'),
          render: (bill) => formatDate(bill.dueDate),
          align: 'end',
        },
        {
          key: 'total',
          header: t('bills.total'),
          render: (bill) => formatEuroCents(bill.total, locale),
          align: 'end',
        },
      ]}
    />
  );
}

/** A plan's installments (spec 3: due date, amount, paid, capital, costs, interest, debt left). */
export function InstallmentsTable({
  installments,
  locale,
  hideCaption,
}: TableProps & { installments: readonly Installment[] }) {
  const { t } = useTranslation();
  const money = (amount: Cents) => formatEuroCents(amount, locale);
  return (
    <DataTable
      caption={t('installments.caption')}
      smallScreen="cards"
      hideCaption={hideCaption}
      rows={installments}
      getRowKey={(i) => String(i.sequence)}
      columns={[
        {
          key: 'seq',
          header: t('installments.number'),
          render: (i) => i.sequence,
          rowHeader: true,
        },
        { key: 'due', header: t('installments.dueDate'), render: (i) => formatDate(i.duedate) },
        { key: 'eur', header: t('installments.amount'), render: (i) => money(i.eur), align: 'end' },
        {
          key: 'paid',
          header: t('debt.installments.paid'),
          render: (i) => money(i.paid),
          align: 'end',
        },
        {
          key: 'cap',
          header: t('installments.capital'),
          render: (i) => money(i.capital),
          align: 'end',
        },
        {
          key: 'costs',
          header: t('installments.costs'),
          render: (i) => money(i.costs),
          align: 'end',
        },
        {
          key: 'int',
          header: t('installments.interest'),
          render: (i) => money(i.interest),
          align: 'end',
        },
        {
          key: 'left',
          header: t('debt.installments.debtLeft'),
          render: (i) => money(i.debtLeft),
          align: 'end',
        },
      ]}
    />
  );
}

/**
 * Payments of a debt or plan; with `debts` (a joint plan's), which debt each went to, named as the
 * payments page names it: creditor and the case number from the letters (never the internal number).
 */
export function PaymentsTable({
  payments,
  locale,
  hideCaption,
  debts,
}: TableProps & { payments: readonly Payment[]; debts?: readonly Debt[] }) {
  const { t } = useTranslation();
  const sorted = [...payments].sort((a, b) => b.paymentDate.localeCompare(a.paymentDate));
  return (
    <DataTable
      caption={t('payments.table.caption')}
      smallScreen="cards"
      hideCaption={hideCaption}
      rows={sorted}
      getRowKey={(p) => String(p.nr)}
      emptyText={t('payments.table.empty')}
      columns={[
        {
          key: 'date',
          header: t('payments.table.paymentDate'),
          render: (p) => formatDate(p.paymentDate),
          rowHeader: true,
        },
        ...(debts
          ? [
              {
                key: 'debt',
                header: t('payments.table.debt'),
                render: (p: Payment) => {
                  const debt = debts.find((d) => d.nr === p.debtNr);
                  return debt
                    ? t('paymentsPage.debt', {
                        creditor: debt.creditor.name,
                        orderNr: debt.orderNr,
                      })
                    : t('payments.table.otherPlanDebt');
                },
              },
            ]
          : []),
        {
          key: 'booked',
          header: t('payments.table.registeredDate'),
          render: (p) => formatDate(p.bookingDate),
        },
        {
          key: 'sum',
          header: t('payments.table.sum'),
          render: (p) => formatEuroCents(p.amount, locale),
          align: 'end',
        },
      ]}
    />
  );
}

/** spec 3: action history types 1-9 are named. */
export const actionTypeKey = (action: number): string =>
  action >= 1 && action <= 9 ? `actionTypes.${action}` : 'actionTypes.other';

/** The debt's action history, newest first. */
export function ActionsTable({ debt, hideCaption }: { debt: Debt; hideCaption?: boolean }) {
  const { t } = useTranslation();
  const actions = [...debt.expirationActions].sort((a, b) =>
    b.actionDate.localeCompare(a.actionDate),
  );
  return (
    <DataTable
      caption={t('actionTypes.caption')}
      smallScreen="cards"
      hideCaption={hideCaption}
      rows={actions}
      getRowKey={(a) => String(a.nr)}
      emptyText={t('actionTypes.empty')}
      columns={[
        {
          key: 'date',
          header: t('actionTypes.date'),
          render: (a) => formatDate(a.actionDate),
          rowHeader: true,
        },
        {
          key: 'action',
          header: t('actionTypes.action'),
          render: (a) => t(actionTypeKey(a.action)),
        },
      ]}
    />
  );
}

/** Other debtors of the same debt (spec 2: only when others are involved). */
export function OtherDebtors({ debt }: { debt: Debt }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('debt.others.text')}</p>
      <List marker={false}>
        {debt.othersInvolved.map((other, index) => (
          <li key={`${other.name}-${index}`}>{other.name}</li>
        ))}
      </List>
    </>
  );
}

/** The debt's own facts (the details tab, the debt-information dialog on small screens). */
export function DebtFacts({ debt, locale }: { debt: Debt; locale: FormatLocale }) {
  const { t } = useTranslation();
  const s = debt.debtSummary;
  return (
    <DescriptionList layout="figures">
      <dt>{t('debt.facts.caseNumber')}</dt>
      <dd>{debt.orderNr}</dd>
      <dt>{t('debt.facts.creditor')}</dt>
      <dd>{debt.creditor.name}</dd>
      {debt.originalCreditor ? (
        <>
          <dt>{t('debt.facts.originalCreditor')}</dt>
          <dd>{debt.originalCreditor}</dd>
        </>
      ) : null}
      {debt.description ? (
        <>
          <dt>{t('debt.facts.description')}</dt>
          <dd>{debt.description}</dd>
        </>
      ) : null}
      {s.reference ? (
        <>
          <dt>{t('debt.facts.reference')}</dt>
          <dd>{s.reference}</dd>
        </>
      ) : null}
      <dt>{t('debt.facts.dueDate')}</dt>
      <dd>{formatDate(debt.dueDate)}</dd>
      <dt>{t('debt.facts.capital')}</dt>
      <dd>{formatEuroCents(s.capital, locale)}</dd>
      <dt>{t('debt.facts.total')}</dt>
      <dd>{formatEuroCents(s.total, locale)}</dd>
      <dt>{t('debt.facts.paid')}</dt>
      <dd>{formatEuroCents(s.totalPaid, locale)}</dd>
      <dt>{t('debt.facts.left')}</dt>
      <dd>{formatEuroCents(s.left, locale)}</dd>
    </DescriptionList>
  );
}

/** The debts a joint plan covers, each linking to its own view. */
/**
 * A joint plan's debts. `hiddenCount` of them are out of this session's view (a login with one
 * case's number sees that case only): they are counted, so the plan's figures can be followed.
 */
export function PlanDebtsList({
  debts,
  locale,
  hiddenCount = 0,
}: {
  debts: readonly Debt[];
  locale: FormatLocale;
  hiddenCount?: number;
}) {
  const { t } = useTranslation();
  return (
    <List marker={false}>
      {debts.map((d) => (
        <li key={d.nr}>
          <RouterLink to={paths.debt.getHref(d.orderNr)}>
            {t('debt.planDebts.item', {
              creditor: d.creditor.name,
              orderNr: d.orderNr,
              left: formatEuroCents(d.debtSummary.left, locale),
            })}
          </RouterLink>
        </li>
      ))}
      {hiddenCount > 0 ? <li>{t('debt.planDebts.hidden', { count: hiddenCount })}</li> : null}
    </List>
  );
}
