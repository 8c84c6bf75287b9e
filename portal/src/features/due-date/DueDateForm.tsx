import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DatePicker,
  DescriptionList,
  ErrorSummary,
  formatDate,
  formatEuroCents,
  Notice,
  Stack,
  todayInHelsinki,
} from '@portal/design-system';
import {
  DUE_DATE_COST_THRESHOLD_DAYS,
  earliestDueDateMove,
  firstWeekdayFrom,
  isDueDateMoveCharged,
  lastCostlessDueDate,
  toCents,
} from '@portal/openapi';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { summaryItems } from '../../lib/form-errors';
import { selectLocale } from '../../lib/language';
import { dueDateMoveRequested, selectDueDate, type DueDateParameters } from './slice';

export const DUE_DATE_FORM_ID = 'due-date-form';

interface DueDateFormProps {
  debtNr: number;
  /** The date that moves (the plan's next installment, or the debt's own due date). */
  original: string;
  parameters: DueDateParameters;
}

/** Whether the move costs, said as soon as a date is chosen. */
function CostNotice({
  date,
  original,
  parameters,
}: Pick<DueDateFormProps, 'original' | 'parameters'> & { date: string | null }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const charged = date
    ? isDueDateMoveCharged({
        costlessLeft: parameters.costlessDuedateTransfersLeft,
        costCents: toCents(parameters.cost),
        originalDueDate: original,
        today: todayInHelsinki(),
        newDate: date,
      })
    : false;
  return (
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
  );
}

/**
 * The new date: weekdays only with Monday first, the dates the server excludes left out, from
 * the original due date (or tomorrow) to the latest allowed.
 */
export function DueDateForm({ debtNr, original, parameters }: DueDateFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const { error, resets } = useAppSelector(selectDueDate);
  const [date, setDate] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  // A network failure starts the choice afresh (spec 8).
  const [seenResets, setSeenResets] = useState(resets);
  if (resets !== seenResets) {
    setSeenResets(resets);
    setDate(null);
  }

  const today = todayInHelsinki();
  // The hint and the error say which dates are allowed (DD.MM.YYYY), starting on a weekday.
  const earliest = earliestDueDateMove(original, today);
  const latest = parameters.maxNextDuedate ?? null;
  const firstDay = formatDate(firstWeekdayFrom(earliest));
  const rangeText = latest
    ? t('dueDate.range', { min: firstDay, max: formatDate(latest) })
    : t('dueDate.rangeFrom', { min: firstDay });
  // With no costless move left a later date costs: the rule is said before the choice.
  const lastFree = lastCostlessDueDate(original, today);
  const costCents = toCents(parameters.cost);
  const costRule =
    parameters.costlessDuedateTransfersLeft === 0 &&
    costCents > 0 &&
    (latest === null || lastFree < latest)
      ? t('dueDate.costRule', {
          date: formatDate(lastFree),
          cost: formatEuroCents(costCents, locale),
        })
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date || dateError) {
      if (!date && !dateError) setDateError(rangeText);
      setFailedSubmits((count) => count + 1);
      return;
    }
    dispatch(dueDateMoveRequested({ debtNr, date }));
  };

  return (
    <Stack
      as="form"
      id={DUE_DATE_FORM_ID}
      gap={5}
      onSubmit={submit}
      noValidate
      aria-label={t('dueDate.title')}
    >
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
          // A count of zero beside "the move is free" reads as a contradiction: the rule says it.
          ...(parameters.costlessDuedateTransfersLeft > 0
            ? [
                {
                  key: 'costless',
                  term: t('dueDate.costlessLeft'),
                  value: String(parameters.costlessDuedateTransfersLeft),
                },
              ]
            : []),
        ]}
      />
      {costRule ? <Notice tone="info">{costRule}</Notice> : null}
      <DatePicker
        id="due-date-new"
        label={t('datePicker.label')}
        hint={`${rangeText} ${t('dueDate.formatHint')}`}
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
        min={earliest}
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
      <CostNotice date={date} original={original} parameters={parameters} />
      {error ? (
        <Notice tone="error" live="alert">
          {t(error.key, { reason: error.reason ? t(error.reason) : '' })}
        </Notice>
      ) : null}
    </Stack>
  );
}
