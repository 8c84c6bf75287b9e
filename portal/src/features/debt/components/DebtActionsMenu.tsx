import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ActionMenu, Spinner, type ActionMenuItem } from '@portal/design-system';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { dialogOpened } from '../../../lib/dialogs';
import type { Debt } from '../../debtor';
import { canPayDebt, otherAmountOffer, selectPendingDebtNrs, wholeDebtItem } from '../../paying';
import { canMakeReclamation, isActivePlan, type ReportKind } from '../rules';
import { reportKey, reportRequested, selectDownloadingReports, type ReportRequest } from '../slice';

/**
 * The debt's actions menu (spec 2), everything the debtor can do with one debt besides paying
 * it in full: move the due date, pay a different amount (or the remainder, below the minimum;
 * hidden for ended debts and while the debt's payment is pending), ask for an invoice copy,
 * make a reclamation, download the balance and plan-confirmation PDFs, and receive the court
 * decision. Each item opens its dialog through `dialogOpened`. With nothing to offer the menu
 * is not shown.
 */
export function DebtActionsMenu({ debt, reports }: { debt: Debt; reports: readonly ReportKind[] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const downloading = useAppSelector(selectDownloadingReports);
  const plan = isActivePlan(debt.paymentPlan) ? debt.paymentPlan : null;
  const payable = canPayDebt(debt, useAppSelector(selectPendingDebtNrs));
  const { pathname } = useLocation();

  // Each report the debt offers, as the request its menu item sends.
  const requests: ReportRequest[] = reports.flatMap((kind): ReportRequest[] =>
    kind === 'balance'
      ? [
          {
            kind,
            debtNr: debt.nr,
            fileName: `${t('reports.balanceFileName')}_${debt.nr}.pdf`,
          },
        ]
      : plan
        ? [
            {
              kind,
              msnr: plan.nr,
              fileName: `${t('reports.planConfirmationFileName')}_${plan.nr}.pdf`,
            },
          ]
        : [],
  );
  const items: ActionMenuItem[] = [
    // spec 2: ended debts hide the due-date move (the server says whether a move is possible).
    ...(!debt.debtSummary.state.ended
      ? [
          {
            id: 'dueDate',
            label: t('debtActions.transferDueDate'),
            onSelect: () =>
              dispatch(dialogOpened({ name: 'dueDateTransfer', props: { debtNr: debt.nr } })),
          },
        ]
      : []),
    // With less than the 5-euro minimum left, a different amount cannot pass: the remainder.
    ...(payable && otherAmountOffer(debt.debtSummary.left) === 'remainder'
      ? [
          {
            id: 'payRemainder',
            label: t('debtActions.payRemainder'),
            onSelect: () =>
              dispatch(
                dialogOpened({
                  name: 'bankSelection',
                  props: { cart: [wholeDebtItem(debt)], redirectPath: pathname },
                }),
              ),
          },
        ]
      : payable
        ? [
            {
              id: 'customPayment',
              label: t('debtActions.customPayment'),
              onSelect: () =>
                dispatch(dialogOpened({ name: 'customPayment', props: { debtNr: debt.nr } })),
            },
          ]
        : []),
    // spec 6: an invoice copy only when the debt allows one; a pending request shows its date.
    ...((debt.isInvoiceCopyRequestAllowed || debt.invoiceCopyRequested) &&
    !debt.debtSummary.state.ended
      ? [
          {
            id: 'invoiceCopy',
            label: t('debtActions.invoiceCopy'),
            onSelect: () =>
              dispatch(dialogOpened({ name: 'invoiceCopy', props: { debtNr: debt.nr } })),
          },
        ]
      : []),
    ...(canMakeReclamation(debt)
      ? [
          {
            id: 'reclamation',
            label: t('debtActions.reclamation'),
            onSelect: () =>
              dispatch(dialogOpened({ name: 'reclamation', props: { debtNr: debt.nr } })),
          },
        ]
      : []),
    ...requests.map((request) => ({
      id: request.kind,
      label: t(`reports.${request.kind}`),
      disabled: downloading.includes(reportKey(request)),
      onSelect: () => dispatch(reportRequested(request)),
    })),
    // spec 2, 4: the court decision, by e-mail after strong authentication; the menu's last item.
    ...(debt.isVerdictAvailable
      ? [
          {
            id: 'verdict',
            label: t('debtActions.verdict'),
            onSelect: () =>
              dispatch(dialogOpened({ name: 'verdict', props: { orderNr: debt.orderNr } })),
          },
        ]
      : []),
  ];
  const busy = requests.some((request) => downloading.includes(reportKey(request)));
  if (items.length === 0) return null;
  return (
    <div>
      <ActionMenu label={t('debtActions.label')} items={items} />
      {/* Announced politely while a report loads; the item is disabled meanwhile. */}
      <div aria-live="polite">
        {busy ? <Spinner size="small" label={t('reports.downloading')} showLabel /> : null}
      </div>
    </div>
  );
}
