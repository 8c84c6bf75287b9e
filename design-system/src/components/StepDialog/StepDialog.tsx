import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { ResponsiveDialog, type ResponsiveDialogProps } from '../ResponsiveDialog';
import { StepHeading, StepperSlot } from './StepDialog.styles';

/** Omit that keeps the dialog's closable/mandatory union apart. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type StepDialogProps = OmitEach<ResponsiveDialogProps, 'bodyRef' | 'onOpenAutoFocus'> & {
  /**
   * Names the step shown. When it changes, the step opens at its top (the body scrolls up) and
   * focus moves to the step's heading, so a keyboard or screen reader user starts there too.
   */
  stepKey: string | number;
  /** The step's heading, focused on opening and at every step (not the close button). */
  stepHeading: ReactNode;
  /** The progress (a `Stepper`), shown above the heading from the first step on. */
  stepper?: ReactNode;
};

/**
 * The one multi-step dialog pattern (plan, settlement): each step opens at its top
 * with focus on its heading, the stepper shows from the first step, and the step's buttons sit
 * in the footer, outside the scrolling body, so on a phone they stay in reach. In a confirmation
 * the safe choice is the primary button: that is the caller's to pass in `footer`.
 */
export function StepDialog({
  stepKey,
  stepHeading,
  stepper,
  children,
  open,
  ...dialog
}: StepDialogProps) {
  const body = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownKey = useRef(stepKey);

  // A new step: to its top and its heading (the first step's focus is set on opening).
  useLayoutEffect(() => {
    if (shownKey.current === stepKey) return;
    shownKey.current = stepKey;
    if (body.current) body.current.scrollTop = 0;
    heading.current?.focus({ preventScroll: true });
  }, [stepKey]);

  return (
    <ResponsiveDialog
      {...dialog}
      open={open}
      bodyRef={body}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        heading.current?.focus({ preventScroll: true });
      }}
    >
      {stepper ? <StepperSlot>{stepper}</StepperSlot> : null}
      <StepHeading ref={heading} tabIndex={-1} data-step={String(stepKey)}>
        {stepHeading}
      </StepHeading>
      {children}
    </ResponsiveDialog>
  );
}
