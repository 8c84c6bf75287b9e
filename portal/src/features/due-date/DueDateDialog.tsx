import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DatePicker,
  DescriptionList,
  ErrorSummary,
  formatDate,
  formatEuroCents,
  Notice,
  ResponsiveDialog,
  Spinner,
  Stack,
  todayInHelsinki,
} from '@portal/design-system';
import {
  DUE_DATE_COST_THRESHOLD_DAYS,
  earliestDueDateMove,
  isDueDateMoveCharged,
  toCents,
} from '@portal/openapi';
import type { DialogComponentProps } from '../../lib/dialogs';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../lib/hooks';
import { summaryItems } from '../../lib/form-errors';
import { selectLocale } from '../../lib/language';
import { selectDebts, type Debt } from '../debtor';
import { dueDateRefusalKey } from './rules';
import { dueDateFeature } from './sagas';
import { dueDateMoveRequested, dueDateParametersRequested, selectDueDate } from './slice';

/** The date that moves: the plan's next installment, or the debt's own due date. */
const dueDateOf = (debt: Debt): string | null =>
  debt.paymentPlan?.nextInstallment?.duedate ?? debt.dueDate;

/**
 * Moving a due date (spec 4, 5): weekdays only with Monday first, the dates the server excludes
 * left out, from the original due date (or tomorrow) to the latest allowed; a cost notice when
 * the move costs; every refusal translated.
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
  const locale = useAppSelector(selectLocale);
  const debt = useAppSelector(selectDebts).find((d) => d.nr === debtNr) ?? null;
  const { status, parameters, error, resets } = useAppSelector(selectDueDate);
  const [date, setDate] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [seenResets, setSeenResets] = useState(resets);
  if (resets !== seenResets) {
    setSeenResets(resets);
    setDate(null);
  }
  useEffect(() => {
    dispatch(dueDateParametersRequested(debtNr));
  }, [dispatch, debtNr]);

  const today = todayInHelsinki();
  const original = debt ? dueDateOf(debt) : null;
  const charged =
    parameters && original && date
      ? isDueDateMoveCharged({
          costlessLeft: parameters.costlessDuedateTransfersLeft,
          costCents: toCents(parameters.cost),
          originalDueDate: original,
          today,
          newDate: date,
        })
      : false;

  // Issue 32: the error says which dates are allowed (DD.MM.YYYY), not only that one is not.
  const earliest = original ? earliestDueDateMove(original, today) : null;
  const latest = parameters?.maxNextDuedate ?? null;
  const rangeText = earliest
    ? latest
      ? t('dueDate.range', { min: formatDate(earliest), max: formatDate(latest) })
      : t('dueDate.rangeFrom', { min: formatDate(earliest) })
    : t('datePicker.unavailable');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date || dateError) {
      if (!date && !dateError) setDateError(rangeText);
      setFailedSubmits((count) => count + 1);
      return;
    }
    dispatch(dueDateMoveRequested({ debtNr, date }));
  };

  let body;
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
    body = (
      <Stack as="form" gap={5} onSubmit={submit} noValidate aria-label={t('dueDate.title')}>
        <ErrorSummary
          title={t('errorSummary.title')}
          headingLevel={3}
          errors={summaryItems([['due-date-new', failedSubmits > 0 ? dateError : null]])}
          focusKey={failedSubmits}
        />
        <DescriptionList
          layout="figures"
          items={[
            { key: 'current', term: t('dueDate.current'), value: formatDate(original) },
            {
              key: 'costless',
              term: t('dueDate.costlessLeft'),
              value: String(parameters.costlessDuedateTransfersLeft),
            },
          ]}
        />
        <DatePicker
          id="due-date-new"
          label={t('datePicker.label')}
          hint={t('datePicker.hint')}
          placeholder={t('datePicker.placeholder')}
          labels={{
            openCalendar: t('datePicker.open'),
            previousMonth: t('datePicker.previousMonth'),
            nextMonth: t('datePicker.nextMonth'),
          }}
          locale={locale}
          today={today}
          required
          value={date}
          min={earliest ?? undefined}
          max={latest ?? undefined}
          weekdaysOnly
          disabledDates={parameters.notAllowedDuedates}
          error={dateError ?? undefined}
          onChange={(value, detail) => {
            setDate(value);
            setDateError(
              detail.reason === 'invalid'
                ? t('datePicker.invalid')
                : detail.reason === 'unavailable'
                  ? rangeText
                  : null,
            );
          }}
        />
        <div aria-live="polite">
          {date ? (
            <Notice tone={charged ? 'warning' : 'info'}>
              {charged
                ? t('dueDate.charged', {
                    cost: formatEuroCents(toCents(parameters.cost), locale),
                    days: DUE_DATE_COST_THRESHOLD_DAYS,
                  })
                : t('dueDate.free')}
            </Notice>
          ) : null}
        </div>
        {error ? (
          <Notice tone="error" live="alert">
            {t(error.key, { reason: error.reason ? t(error.reason) : '' })}
          </Notice>
        ) : null}
        <Stack direction="horizontal" gap={3} wrap>
          <Button type="submit" loading={status === 'moving'} loadingText={t('button.loading')}>
            {t('dueDate.confirm')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
        </Stack>
      </Stack>
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
    >
      {body}
    </ResponsiveDialog>
  );
}
