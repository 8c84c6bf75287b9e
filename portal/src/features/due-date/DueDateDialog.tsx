import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DialogActions, Notice, ResponsiveDialog, Spinner } from '@portal/design-system';
import type { DialogComponentProps } from '../../lib/dialogs';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../lib/hooks';
import { selectDebts, type Debt } from '../debtor';
import { DUE_DATE_FORM_ID, DueDateForm } from './DueDateForm';
import { dueDateRefusalKey } from './rules';
import { dueDateFeature } from './sagas';
import { dueDateParametersRequested, selectDueDate } from './slice';

/** The date that moves: the plan's next installment, or the debt's own due date. */
const dueDateOf = (debt: Debt): string | null =>
  debt.paymentPlan?.nextInstallment?.duedate ?? debt.dueDate;

/**
 * Moving a due date (spec 4, 5): the debt's parameters load first; a refused move says why
 * (every refusal translated), an allowed one offers the dates and says what the move costs.
 */
export default function DueDateDialog({
  debtNr,
  open,
  onOpenChange,
  returnFocus,
}: DialogComponentProps<'dueDateTransfer'>) {
  useLazySaga(dueDateFeature);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const debt = useAppSelector(selectDebts).find((d) => d.nr === debtNr) ?? null;
  const { status, parameters, error } = useAppSelector(selectDueDate);
  useEffect(() => {
    dispatch(dueDateParametersRequested(debtNr));
  }, [dispatch, debtNr]);
  const original = debt ? dueDateOf(debt) : null;

  let body;
  let footer: ReactNode = null;
  if (status === 'loading' || status === 'idle') {
    body = <Spinner label={t('app.loading')} />;
  } else if (status === 'failed' || !parameters || !debt || !original) {
    body = (
      <Notice tone="error" live="alert">
        {t(error?.key ?? 'error.server.0', { defaultValue: t('error.server.0') })}
      </Notice>
    );
  } else if (!parameters.allow) {
    body = (
      <Notice tone="warning" live="status" title={t('dueDate.notAllowed')}>
        {t(
          dueDateRefusalKey(parameters.transferResult, `dueDateDenied.${parameters.result ?? 5}`) ??
            'dueDateDenied.5',
        )}
      </Notice>
    );
  } else {
    body = <DueDateForm debtNr={debtNr} original={original} parameters={parameters} />;
    footer = (
      <DialogActions
        primary={
          <Button
            type="submit"
            form={DUE_DATE_FORM_ID}
            loading={status === 'moving'}
            loadingText={t('button.loading')}
          >
            {t('dueDate.confirm')}
          </Button>
        }
        secondary={
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
        }
      />
    );
  }

  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t('dueDate.title')}
      description={debt ? t('dueDate.intro', { creditor: debt.creditor.name }) : undefined}
      closeLabel={t('common.close')}
      footer={footer}
    >
      {body}
    </ResponsiveDialog>
  );
}
