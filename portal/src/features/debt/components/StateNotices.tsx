import { useTranslation } from 'react-i18next';
import { formatEuroCents, Notice, type FormatLocale } from '@portal/design-system';
import type { Debt } from '../../debtor';

/**
 * The state texts and warnings of spec 4: court (summons notice and payment warning), distraint
 * payment warning, debt restructuring (relief total and restructuring id), complained
 * (existing reclamation). Ended states show their date in the summary instead.
 */
export function StateNotices({ debt, locale }: { debt: Debt; locale: FormatLocale }) {
  // The restructuring notice follows the server's `showDebtRestructuringWarning` (spec 3), which
  // decides it for any state, rather than the portal's own reading of state 6.
  if (debt.showDebtRestructuringWarning) return <RestructuringNotice debt={debt} locale={locale} />;
  return <StateNotice debt={debt} />;
}

function RestructuringNotice({ debt, locale }: { debt: Debt; locale: FormatLocale }) {
  const { t } = useTranslation();
  return (
    <Notice tone="info" title={t('debt.restructuring.title')}>
      <p>{t('debt.restructuring.text')}</p>
      {debt.debtReliefTotalSum !== null ? (
        <p>
          {t('debt.restructuring.reliefTotal', {
            amount: formatEuroCents(debt.debtReliefTotalSum, locale),
          })}
        </p>
      ) : null}
      {debt.orderDebtRestructuringDebtID ? (
        <p>{t('debt.restructuring.id', { id: debt.orderDebtRestructuringDebtID })}</p>
      ) : null}
    </Notice>
  );
}

function StateNotice({ debt }: { debt: Debt }) {
  const { t } = useTranslation();
  switch (debt.debtSummary.state.state) {
    case 4:
      return (
        <>
          {/* Once the court has given its decision, say so, as the court-decision
              dialog does, rather than that a judgment "may be given". */}
          {debt.isVerdictAvailable ? (
            <Notice tone="error" title={t('debt.court.verdictTitle')}>
              {t('debt.court.verdictText')}
            </Notice>
          ) : (
            <Notice tone="error" title={t('debt.court.title')}>
              {t('debt.court.paymentWarning')}
            </Notice>
          )}
          <Notice tone="info" title={t('notice.summons.title')}>
            {t('notice.summons.text')}
          </Notice>
        </>
      );
    case 5:
      return (
        <Notice tone="warning" title={t('notice.distraint.title')}>
          {t('notice.distraint.text')}
        </Notice>
      );
    case 12:
      return (
        <Notice tone="info" title={t('notice.complaint.title')}>
          {t('notice.complaint.text')}
        </Notice>
      );
    default:
      return null;
  }
}
