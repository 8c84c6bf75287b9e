import { forwardRef, type ReactNode } from 'react';
import { Select as SelectPrimitive } from 'radix-ui';
import { getNonce } from 'get-nonce';
import { CheckIcon, ChevronDownIcon } from '../../icons';
import { FormField } from '../FormField/FormField';
import {
  SelectContent,
  SelectItem,
  SelectItemIndicator,
  SelectTrigger,
  SelectViewport,
} from './Select.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  /** The field's visible label. */
  label: ReactNode;
  /** The choices: value and label each. */
  options: readonly SelectOption[];
  /** Shown while nothing is chosen ("Valitse velka"). */
  placeholder: string;
  /** The chosen value, when the parent controls it. */
  value?: string;
  /** The value chosen at first, when the select keeps its own state. */
  defaultValue?: string;
  /** Called with the value chosen. */
  onValueChange?: (value: string) => void;
  /** Whether the list is open, when the parent controls it. */
  open?: boolean;
  /** Open at first (stories). */
  defaultOpen?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Help under the label; read with the field. */
  hint?: ReactNode;
  /** What is wrong and what to do; shown in red, read with the field, marks it invalid. */
  error?: ReactNode;
  /** Marks the field required (visibly and for assistive technology). */
  required?: boolean;
  /** Shown but not choosable. */
  disabled?: boolean;
  /** The form name of the hidden native select. */
  name?: string;
  /** The trigger's id (generated when left out). */
  id?: string;
  /** Extra class for the parent's layout (spacing, width). */
  className?: string;
}

/** A single choice from a list on Radix Select (debt of a contact request, FAQ category). */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  { label, options, placeholder, hint, error, required, id, className, disabled, ...root },
  ref,
) {
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
        <SelectPrimitive.Root required={required} disabled={disabled} {...root}>
          <SelectTrigger ref={ref} {...control}>
            <SelectPrimitive.Value placeholder={placeholder} />
            <SelectPrimitive.Icon asChild>
              <ChevronDownIcon />
            </SelectPrimitive.Icon>
          </SelectTrigger>
          <SelectPrimitive.Portal>
            <SelectContent position="popper" sideOffset={4}>
              {/* The viewport adds a <style> element (it hides the scrollbar); under the portal's CSP
                  only the page's nonce, set through get-nonce in main.tsx, lets it through. */}
              <SelectViewport nonce={getNonce()}>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
                    <SelectItemIndicator>
                      <CheckIcon size={16} />
                    </SelectItemIndicator>
                    <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                  </SelectItem>
                ))}
              </SelectViewport>
            </SelectContent>
          </SelectPrimitive.Portal>
        </SelectPrimitive.Root>
      )}
    </FormField>
  );
});
