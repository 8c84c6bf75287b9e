import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { DialogActions } from '../DialogActions';
import { ResponsiveDialog, type ResponsiveDialogProps } from '../ResponsiveDialog';
import { StepHeading, StepperSlot } from './StepDialog.styles';

/** Omit that keeps the dialog's closable/mandatory union apart. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What the dialog asks before it closes a flow that holds choices not yet saved. */
export interface StepDialogCloseConfirmation {
  /** The question, shown as the step heading ("Perutaanko sovinto?"). */
  title: ReactNode;
  /** What closing now would lose. */
  text: ReactNode;
  /** The safe choice, the primary button: back to the step as it was. */
  keepLabel: string;
  /** Leaving anyway, the secondary button. */
  leaveLabel: string;
  /** What leaving does (cancel the settlement on the server); without it the dialog closes. */
  onLeave?: () => void;
  /** Leaving is under way (a request): the leave button is busy with this text. */
  leavingText?: string;
  /** Whether leaving is under way. */
  leaving?: boolean;
}

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
  /**
   * While the flow holds choices not yet saved: closing (Close, Escape) first asks this, as a
   * step of its own with the safe choice as the primary. A second close while asking closes
   * without leaving. `null` or absent once the flow is done (a plan made, a settlement signed):
   * closing then never threatens to cancel anything.
   */
  closeConfirmation?: StepDialogCloseConfirmation | null;
};

const ASKING = 'close-confirmation';

/**
 * The one multi-step dialog pattern (plan, settlement): each step opens at its top
 * with focus on its heading, the stepper shows from the first step, and the step's buttons sit
 * in the footer (a `DialogActions`), outside the scrolling body, so on a phone they stay in
 * reach. Closing a flow with unsaved choices asks first (`closeConfirmation`).
 */
export function StepDialog({
  stepKey,
  stepHeading,
  stepper,
  children,
  open,
  footer,
  onOpenChange,
  closeConfirmation,
  ...dialog
}: StepDialogProps) {
  const body = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState(false);
  // Closed from outside (the flow ended elsewhere): the next opening starts at the step.
  if (open === false && asking) setAsking(false);
  // The question is asked only while there is something to lose.
  const confirm = asking && closeConfirmation ? closeConfirmation : null;
  const shownKey = confirm ? ASKING : stepKey;
  const lastKey = useRef(shownKey);

  // A new step: to its top and its heading (the first step's focus is set on opening).
  useLayoutEffect(() => {
    if (lastKey.current === shownKey) return;
    lastKey.current = shownKey;
    if (body.current) body.current.scrollTop = 0;
    heading.current?.focus({ preventScroll: true });
  }, [shownKey]);

  const close = (next: boolean) => {
    if (!next && closeConfirmation && !confirm) {
      setAsking(true);
      return;
    }
    setAsking(false);
    onOpenChange?.(next);
  };

  return (
    <ResponsiveDialog
      {...dialog}
      open={open}
      onOpenChange={close}
      bodyRef={body}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        heading.current?.focus({ preventScroll: true });
      }}
      footer={
        confirm ? (
          <ConfirmActions
            confirm={confirm}
            onKeep={() => setAsking(false)}
            onClose={() => close(false)}
          />
        ) : (
          footer
        )
      }
    >
      {stepper && !confirm ? <StepperSlot>{stepper}</StepperSlot> : null}
      <StepHeading ref={heading} tabIndex={-1} data-step={String(shownKey)}>
        {confirm ? confirm.title : stepHeading}
      </StepHeading>
      {confirm ? <p>{confirm.text}</p> : children}
    </ResponsiveDialog>
  );
}

function ConfirmActions({
  confirm,
  onKeep,
  onClose,
}: {
  confirm: StepDialogCloseConfirmation;
  onKeep: () => void;
  onClose: () => void;
}) {
  return (
    <DialogActions
      primary={<Button onClick={onKeep}>{confirm.keepLabel}</Button>}
      secondary={
        <Button
          variant="secondary"
          loading={confirm.leaving === true && confirm.leavingText !== undefined}
          loadingText={confirm.leavingText ?? ''}
          onClick={confirm.onLeave ?? onClose}
        >
          {confirm.leaveLabel}
        </Button>
      }
    />
  );
}
