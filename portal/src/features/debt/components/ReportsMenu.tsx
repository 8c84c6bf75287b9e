import { useTranslation } from 'react-i18next';
import { ActionMenu, Spinner, type ActionMenuItem } from '@portal/design-system';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import type { Debt } from '../../debtor';
import { isActivePlan, type ReportKind } from '../rules';
import { reportKey, reportRequested, selectDownloadingReports } from '../slice';

/**
 * The debt's actions menu (spec 2). For now it holds the report downloads; later issues add
 * their own items (due-date move, custom payment, invoice copy, reclamation, court decision)
 * when their dialogs exist. With nothing to offer the menu is not shown.
 */
export function DebtActionsMenu({ debt, reports }: { debt: Debt; reports: readonly ReportKind[] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const downloading = useAppSelector(selectDownloadingReports);
  const plan = isActivePlan(debt.paymentPlan) ? debt.paymentPlan : null;

  const items: ActionMenuItem[] = [];
  let busy = false;
  for (const kind of reports) {
    if (kind === 'balance') {
      const loading = downloading.includes(reportKey({ kind, debtNr: debt.nr }));
      busy ||= loading;
      items.push({
        id: 'balance',
        label: t('reports.balance'),
        disabled: loading,
        onSelect: () =>
          dispatch(
            reportRequested({
              kind,
              debtNr: debt.nr,
              fileName: `${t('reports.balanceFileName')}_${debt.nr}.pdf`,
            }),
          ),
      });
    } else if (plan) {
      const loading = downloading.includes(reportKey({ kind, msnr: plan.nr }));
      busy ||= loading;
      items.push({
        id: 'planConfirmation',
        label: t('reports.planConfirmation'),
        disabled: loading,
        onSelect: () =>
          dispatch(
            reportRequested({
              kind,
              msnr: plan.nr,
              fileName: `${t('reports.planConfirmationFileName')}_${plan.nr}.pdf`,
            }),
          ),
      });
    }
  }
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
