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
  label: ReactNode;
  options: readonly SelectOption[];
  /** Shown while nothing is chosen ("Valitse velka"). */
  placeholder: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
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
