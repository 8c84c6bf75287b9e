import { useTranslation } from 'react-i18next';
import {
  Checkbox,
  ErrorSummary,
  FieldErrorMessage,
  formatDate,
  formatEuroCents,
  Stack,
} from '@portal/design-system';
import { summaryItems } from '../../lib/form-errors';
import { useAppSelector } from '../../lib/hooks';
import { selectLocale } from '../../lib/language';
import type { ReclamationState } from './useReclamation';

export const BILLS_FORM_ID = 'reclamation-bills-form';

/** The bills step, when the debt has several: which of them the reclamation is about. */
export function ReclamationBills({ state }: { state: ReclamationState }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const { bills, billNrs, setBillNrs, billError } = state;
  return (
    <Stack
      as="form"
      id={BILLS_FORM_ID}
      gap={5}
      noValidate
      aria-label={t('reclamation.steps.bills')}
      onSubmit={state.chooseBills}
    >
      <ErrorSummary
        title={t('errorSummary.title')}
        headingLevel={3}
        errors={summaryItems([['reclamation-bills', billError]])}
        focusKey={state.failedSubmits}
      />
      <fieldset
        id="reclamation-bills"
        aria-describedby={billError ? 'reclamation-bills-error' : undefined}
      >
        <legend>{t('reclamation.chooseBills')}</legend>
        <Stack gap={2}>
          {bills.map((bill) => (
            <Checkbox
              key={bill.nr}
              label={t('reclamation.billOption', {
                description: bill.description ?? t('invoiceCopy.bill'),
                due: formatDate(bill.dueDate),
                total: formatEuroCents(bill.total, locale),
              })}
              checked={billNrs.includes(bill.nr)}
              onCheckedChange={(checked) =>
                setBillNrs((was) =>
                  checked === true ? [...was, bill.nr] : was.filter((nr) => nr !== bill.nr),
                )
              }
            />
          ))}
        </Stack>
        {billError ? (
          <FieldErrorMessage id="reclamation-bills-error">{billError}</FieldErrorMessage>
        ) : null}
      </fieldset>
    </Stack>
  );
}
