import { forwardRef, type HTMLAttributes } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { SpinnerCircle, SpinnerRoot } from './Spinner.styles';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** What is loading, announced politely ("Ladataan…"); required, as a spinner alone tells a screen reader nothing. */
  label: string;
  /** Show the label beside the spinner; otherwise it is only announced. */
  showLabel?: boolean;
  /** `small` inside buttons, `medium` in content, `large` for a page. */
  size?: 'small' | 'medium' | 'large';
  /** `inline`: beside its label; `stacked`: label below, centred. */
  layout?: 'inline' | 'stacked';
}

/** A loading indicator with a status message (calculating a plan, payment pending). */
export const Spinner = forwardRef<HTMLDivElement, SpinnerProps>(function Spinner(
  { label, showLabel = false, size = 'medium', layout = 'inline', ...rest },
  ref,
) {
  return (
    <SpinnerRoot ref={ref} role="status" layout={layout} data-state="loading" {...rest}>
      <SpinnerCircle size={size} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden.Root>{label}</VisuallyHidden.Root>}
    </SpinnerRoot>
  );
});
