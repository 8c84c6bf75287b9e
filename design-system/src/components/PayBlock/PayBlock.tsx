import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import type { Cents } from '@portal/openapi/money';
import { formatDate, formatEuroCents, type FormatLocale } from '../../format';
import { CalendarIcon, WarningIcon } from '../../icons';
import { Button, type ButtonVariant } from '../Button';
import { Card, type HeadingLevel } from '../Card';
import { Amount, AmountLabel, Due, DueDate, Extra, Urgency } from './PayBlock.styles';

/**
 * How close the due date is, said in words (`dueText`) and marked by an icon as well as colour
 * (WCAG 1.4.1): `soon` (within two days), `overdue` (past), or `none`.
 */
export type PayUrgency = 'none' | 'soon' | 'overdue';

export interface PayBlockAction {
  /** Names the amount too, e.g. "Maksa koko velka 325,80 €". */
  label: string;
  onClick: () => void;
  variant?: ButtonVariant;
  id?: string;
}

export interface PayBlockProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> {
  /** "Maksettavana" (the whole debt) or "Seuraava erä" (a plan's next installment). */
  title: string;
  /** Level of the title's heading (2 by default). */
  headingLevel?: HeadingLevel;
  /** Label of the amount, e.g. "Maksettava summa". */
  amountLabel: string;
  /** The amount to pay, in cents, shown large. */
  amountCents: Cents;
  /** Formatting locale of the amount and date. */
  locale: FormatLocale;
  /** Label of the due date, "Eräpäivä". */
  dueLabel: string;
  /** ISO date, shown as DD.MM.YYYY; null when the debt has none. */
  dueDate: string | null;
  /** The due date in words: "huomenna", "3 päivää myöhässä". */
  dueText?: string;
  /** How urgent the payment is: an icon and words beside the date, never colour alone. */
  urgency?: PayUrgency;
  /** The full-width pay button; omitted while a payment is in progress or none is possible. */
  action?: PayBlockAction;
  /** Under the button: a pending payment's note, other ways to pay. */
  children?: ReactNode;
}

/**
 * The due date in words with its urgency mark, as the pay block shows it; the debt cards reuse
 * it so that a list of debts says its urgency in words and an icon too, not by colour alone.
 * Overdue takes the warning sign, not the error sign: a late debt is not a fault in the service.
 */
export function DueWords({
  urgency = 'none',
  children,
}: {
  /** How near or past the due date is: overdue, soon or none; sets the icon and colour. */
  urgency?: PayUrgency;
  /** The due date in words ("120 päivää myöhässä"). */
  children: ReactNode;
}) {
  return (
    <Urgency urgency={urgency} data-urgency={urgency}>
      {urgency === 'overdue' ? (
        <WarningIcon aria-hidden="true" />
      ) : urgency === 'soon' ? (
        <CalendarIcon aria-hidden="true" />
      ) : null}
      {children}
    </Urgency>
  );
}

/**
 * The one thing first: what to pay, by when, and the button that pays it, at the top
 * of the front page and the debt page, so that on a phone it is inside the first screen.
 */
export const PayBlock = forwardRef<HTMLElement, PayBlockProps>(function PayBlock(
  {
    title,
    headingLevel = 2,
    amountLabel,
    amountCents,
    locale,
    dueLabel,
    dueDate,
    dueText,
    urgency = 'none',
    action,
    children,
    ...rest
  },
  ref,
) {
  return (
    <Card
      ref={ref}
      as="section"
      heading={title}
      headingLevel={headingLevel}
      tone="highlight"
      {...rest}
    >
      <AmountLabel>{amountLabel}</AmountLabel>
      <Amount>{formatEuroCents(amountCents, locale)}</Amount>
      {dueDate ? (
        <Due>
          <span>{dueLabel}</span> <DueDate>{formatDate(dueDate)}</DueDate>
          {dueText ? <DueWords urgency={urgency}>{dueText}</DueWords> : null}
        </Due>
      ) : null}
      {action ? (
        <Button
          id={action.id}
          fullWidth
          size="large"
          variant={action.variant ?? 'primary'}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ) : null}
      {children ? <Extra>{children}</Extra> : null}
    </Card>
  );
});
