import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Popover } from 'radix-ui';
import { formatDate, todayInHelsinki, type FormatLocale } from '../../format';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../../icons';
import { FormField } from '../FormField/FormField';
import { IconButton } from '../IconButton';
import {
  addDays,
  addMonths,
  endOfMonth,
  fullDateLabel,
  isSelectable,
  monthGrid,
  monthTitle,
  parseDisplayDate,
  startOfMonth,
  weekdayIndex,
  weekdayNames,
  type DateLimits,
} from './calendar';
import {
  CalendarContent,
  CalendarHeader,
  Day,
  Grid,
  Input,
  InputRow,
  MonthTitle,
} from './DatePicker.styles';

/** Why a typed date was or was not taken. */
export type DateInputReason = 'ok' | 'empty' | 'invalid' | 'unavailable';

export interface DatePickerLabels {
  /** The calendar button, "Valitse päivä kalenterista". */
  openCalendar: string;
  previousMonth: string;
  nextMonth: string;
}

export interface DatePickerProps extends DateLimits {
  /** The field's visible label. */
  label: ReactNode;
  /** ISO day or `null`. */
  value: string | null;
  /** A chosen or typed day; `null` with the reason when the text is not a selectable day. */
  onChange: (value: string | null, detail: { text: string; reason: DateInputReason }) => void;
  /** Texts of the calendar: button names, month navigation, weekday names. */
  labels: DatePickerLabels;
  /** Locale of the calendar's month and weekday names. */
  locale: FormatLocale;
  /** "Today" in Helsinki; stories and tests pass a fixed day. */
  today?: string;
  /** Help under the label (e.g. the format DD.MM.YYYY); read with the field. */
  hint?: ReactNode;
  /** What is wrong and what to do; shown in red, read with the field, marks it invalid. */
  error?: ReactNode;
  /** Marks the field required (visibly and for assistive technology). */
  required?: boolean;
  /** Shown but not editable. */
  disabled?: boolean;
  /** Shown in the empty input, e.g. "pp.kk.vvvv". */
  placeholder?: string;
  /** Opens the calendar on first render (screenshots). */
  defaultOpen?: boolean;
  /** The input's id (generated when left out). */
  id?: string;
  /** The input's form name. */
  name?: string;
  /** Extra class for the parent's layout (spacing, width). */
  className?: string;
}

const clampToMonth = (iso: string, month: string) =>
  iso < startOfMonth(month)
    ? startOfMonth(month)
    : iso > endOfMonth(month)
      ? endOfMonth(month)
      : iso;

/**
 * A date field: type DD.MM.YYYY, or choose from a Monday-first calendar on Radix Popover. The
 * grid is keyboard operable (arrows, Home/End, PageUp/PageDown, Shift+PageUp/PageDown for a
 * year, Enter or Space to choose, Escape to close) with one focusable day at a time.
 */
export function DatePicker({
  label,
  value,
  onChange,
  labels,
  locale,
  today: todayProp,
  min,
  max,
  weekdaysOnly = false,
  disabledDates,
  hint,
  error,
  required,
  disabled,
  placeholder,
  defaultOpen = false,
  id,
  name,
  className,
}: DatePickerProps) {
  const [today] = useState(() => todayProp ?? todayInHelsinki());
  const limits: DateLimits = { min, max, weekdaysOnly, disabledDates };
  const initialFocus = () => {
    if (value) return value;
    const start = min && today < min ? min : today;
    // The first selectable day within a year of the start, else the start itself.
    for (let i = 0; i < 366; i += 1) {
      const candidate = addDays(start, i);
      if (isSelectable(candidate, limits)) return candidate;
    }
    return start;
  };

  const [open, setOpen] = useState(defaultOpen);
  const [focused, setFocused] = useState(initialFocus);
  const [text, setText] = useState(() => formatDate(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(formatDate(value));
    if (value) setFocused(value);
  }

  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const titleId = `calendar-${useId()}`;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const choose = (iso: string) => {
    if (!isSelectable(iso, limits)) return;
    setText(formatDate(iso));
    onChange(iso, { text: formatDate(iso), reason: 'ok' });
    setOpen(false);
  };

  const onGridKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -weekdayIndex(focused)),
      End: () => addDays(focused, 6 - weekdayIndex(focused)),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(move());
  };

  const showMonth = (months: number) => {
    const target = addMonths(focused, months);
    setFocused(clampToMonth(target, target));
  };
  const previousDisabled = min !== undefined && endOfMonth(addMonths(focused, -1)) < min;
  const nextDisabled = max !== undefined && startOfMonth(addMonths(focused, 1)) > max;
  const weekdays = weekdayNames(locale);

  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Anchor asChild>
            <InputRow data-state={open ? 'open' : 'closed'}>
              <Input
                {...control}
                name={name}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder={placeholder}
                required={required}
                disabled={disabled}
                value={text}
                onChange={(event) => setText(event.target.value)}
                onBlur={() => {
                  if (text === formatDate(value)) return;
                  const iso = parseDisplayDate(text);
                  if (text.trim() === '') onChange(null, { text, reason: 'empty' });
                  else if (!iso) onChange(null, { text, reason: 'invalid' });
                  else if (!isSelectable(iso, limits))
                    onChange(null, { text, reason: 'unavailable' });
                  else onChange(iso, { text, reason: 'ok' });
                }}
              />
              <Popover.Trigger asChild>
                <IconButton
                  variant="secondary"
                  aria-label={labels.openCalendar}
                  icon={<CalendarIcon />}
                  disabled={disabled}
                />
              </Popover.Trigger>
            </InputRow>
          </Popover.Anchor>
          <Popover.Portal>
            <CalendarContent
              align="start"
              sideOffset={6}
              aria-labelledby={titleId}
              onOpenAutoFocus={(event) => {
                event.preventDefault();
                gridRef.current?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus();
              }}
            >
              <CalendarHeader>
                <IconButton
                  aria-label={labels.previousMonth}
                  icon={<ChevronLeftIcon />}
                  disabled={previousDisabled}
                  onClick={() => showMonth(-1)}
                />
                <MonthTitle id={titleId} aria-live="polite">
                  {monthTitle(focused, locale)}
                </MonthTitle>
                <IconButton
                  aria-label={labels.nextMonth}
                  icon={<ChevronRightIcon />}
                  disabled={nextDisabled}
                  onClick={() => showMonth(1)}
                />
              </CalendarHeader>
              <Grid ref={gridRef} role="grid" aria-labelledby={titleId}>
                <thead>
                  <tr>
                    {weekdays.map((weekday) => (
                      <th key={weekday.long} scope="col" abbr={weekday.long}>
                        {weekday.short}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {monthGrid(focused).map((week, index) => (
                    <tr key={week.find(Boolean) ?? index}>
                      {week.map((iso, cell) =>
                        iso ? (
                          <td key={iso} role="gridcell" aria-selected={iso === value}>
                            <Day
                              type="button"
                              data-date={iso}
                              data-selected={iso === value ? '' : undefined}
                              tabIndex={iso === focused ? 0 : -1}
                              aria-label={fullDateLabel(iso, locale)}
                              aria-current={iso === today ? 'date' : undefined}
                              aria-disabled={isSelectable(iso, limits) ? undefined : true}
                              onClick={() => choose(iso)}
                              onFocus={() => setFocused(iso)}
                              onKeyDown={onGridKey}
                            >
                              {Number(iso.slice(8))}
                            </Day>
                          </td>
                        ) : (
                          <td key={`empty-${cell}`} role="gridcell" />
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </Grid>
            </CalendarContent>
          </Popover.Portal>
        </Popover.Root>
      )}
    </FormField>
  );
}
