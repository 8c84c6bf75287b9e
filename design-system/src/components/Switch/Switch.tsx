import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import type { Switch as SwitchPrimitive } from 'radix-ui';
import { FieldHint } from '../FormField/FormField.styles';
import { SwitchRow, SwitchText, SwitchThumb, SwitchTrack } from './Switch.styles';

export type SwitchState = 'checked' | 'unchecked';

export interface SwitchProps extends Omit<
  ComponentPropsWithoutRef<typeof SwitchPrimitive.Root>,
  'children'
> {
  /** The switch's visible label and accessible name. */
  label: ReactNode;
  /** A longer explanation under the label (consent dialog). */
  description?: ReactNode;
}

/** An on/off switch on Radix Switch, labelled and described (consent, SMS allowed). */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { label, description, id, className, disabled, ...rest },
  ref,
) {
  const generated = useId();
  const switchId = id ?? `switch-${generated}`;
  const descriptionId = description ? `${switchId}-description` : undefined;
  return (
    <SwitchRow className={className}>
      <SwitchText data-disabled={disabled ? '' : undefined}>
        <label htmlFor={switchId}>{label}</label>
        {description ? <FieldHint id={descriptionId}>{description}</FieldHint> : null}
      </SwitchText>
      <SwitchTrack
        ref={ref}
        id={switchId}
        disabled={disabled}
        aria-describedby={descriptionId}
        {...rest}
      >
        <SwitchThumb />
      </SwitchTrack>
    </SwitchRow>
  );
});
