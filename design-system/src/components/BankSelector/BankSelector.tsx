import { forwardRef, useId } from 'react';
import { FieldLegend, FieldSet } from '../FormField/FormField.styles';
import { Bank, Banks, Logo } from './BankSelector.styles';

/** The payment providers of spec 3, in the order the payment form shows them. */
export const BANK_IDS = [
  'osuuspankki',
  'nordea',
  'pop',
  'aktia',
  'saastopankki',
  'omasp',
  'spankki',
  'alandsbanken',
  'danske',
] as const;
export type BankId = (typeof BANK_IDS)[number];

/** Drawn logos: the bank's initials on its colour (no external images). */
const initials: Record<BankId, string> = {
  osuuspankki: 'OP',
  nordea: 'N',
  pop: 'POP',
  aktia: 'A',
  saastopankki: 'SP',
  omasp: 'OMA',
  spankki: 'S',
  alandsbanken: 'ÅB',
  danske: 'DB',
};

export interface BankSelectorProps {
  /** "Valitse pankkisi" */
  legend: string;
  /** Each bank's name as shown (from translations: bank.*). */
  names: Readonly<Record<BankId, string>>;
  /** The banks offered, in this order. */
  banks?: readonly BankId[];
  /** The chosen bank, if any. */
  value: BankId | null;
  /** Called with the bank chosen. */
  onValueChange: (bank: BankId) => void;
  /** Shown but not choosable (e.g. while the payment starts). */
  disabled?: boolean;
  /** Extra class for the parent's layout (spacing, width). */
  className?: string;
}

/** The bank choice of the payment form as a radio group; choosing one enables continue. */
export const BankSelector = forwardRef<HTMLDivElement, BankSelectorProps>(function BankSelector(
  { legend, names, banks = BANK_IDS, value, onValueChange, disabled, className },
  ref,
) {
  const legendId = `banks-${useId()}`;
  return (
    <FieldSet className={className} data-state={value ? 'chosen' : 'unchosen'}>
      <FieldLegend id={legendId}>{legend}</FieldLegend>
      <Banks
        ref={ref}
        aria-labelledby={legendId}
        value={value ?? ''}
        onValueChange={(next) => onValueChange(next as BankId)}
        disabled={disabled}
      >
        {banks.map((bank) => (
          <Bank key={bank} value={bank} aria-label={names[bank]}>
            <Logo bank={bank} aria-hidden="true">
              {initials[bank]}
            </Logo>
            <span aria-hidden="true">{names[bank]}</span>
          </Bank>
        ))}
      </Banks>
    </FieldSet>
  );
});
