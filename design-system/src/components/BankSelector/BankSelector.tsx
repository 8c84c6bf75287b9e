import { forwardRef, useId } from 'react';
import { FieldLegend, FieldSet } from '../FormField/FormField.styles';
import { Bank, Banks, Group, GroupName, Logo } from './BankSelector.styles';

/** A payment method as the payment provider lists it (spec: payment provider id, name, logo). */
export interface PaymentMethodOption {
  id: string;
  name: string;
  /** Address of the method's logo (decorative: the name is shown beside it). */
  logo: string;
}

/** The provider's group of methods (Paytrail's groups: mobile, bank, …), named by the provider. */
export interface PaymentMethodGroupOption {
  id: string;
  name: string;
  methods: readonly PaymentMethodOption[];
}

export interface BankSelectorProps {
  /** "Valitse maksutapa" */
  legend: string;
  /** The methods offered, in the provider's groups and order. */
  groups: readonly PaymentMethodGroupOption[];
  /** The chosen method's id, if any. */
  value: string | null;
  /** Called with the id of the method chosen. */
  onValueChange: (method: string) => void;
  /** Shown but not choosable (e.g. while the payment starts). */
  disabled?: boolean;
  /** Extra class for the parent's layout (spacing, width). */
  className?: string;
}

/**
 * The payment method choice of the payment form: one radio group per provider group (named by
 * its heading), one choice across them; choosing one enables continue.
 */
export const BankSelector = forwardRef<HTMLFieldSetElement, BankSelectorProps>(
  function BankSelector({ legend, groups, value, onValueChange, disabled, className }, ref) {
    const id = useId();
    return (
      <FieldSet ref={ref} className={className} data-state={value ? 'chosen' : 'unchosen'}>
        <FieldLegend>{legend}</FieldLegend>
        {groups.map((group) => {
          const headingId = `methods-${id}-${group.id}`;
          return (
            <Group key={group.id}>
              <GroupName id={headingId}>{group.name}</GroupName>
              <Banks
                aria-labelledby={headingId}
                value={value ?? ''}
                onValueChange={onValueChange}
                disabled={disabled}
              >
                {group.methods.map((method) => (
                  <Bank key={method.id} value={method.id} aria-label={method.name}>
                    <Logo aria-hidden="true">
                      <img src={method.logo} alt="" width={40} height={40} />
                    </Logo>
                    <span aria-hidden="true">{method.name}</span>
                  </Bank>
                ))}
              </Banks>
            </Group>
          );
        })}
      </FieldSet>
    );
  },
);
