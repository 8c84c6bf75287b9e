import { Fragment, forwardRef, isValidElement, type HTMLAttributes, type ReactNode } from 'react';
import { ActionsNote, ActionsRoot, ActionsRow } from './DialogActions.styles';

export interface DialogActionsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /**
   * The one action that takes the task on (Continue, Confirm, Pay): a primary `Button`. First
   * from 600 px up; at the bottom, full width, on a phone.
   */
  primary?: ReactNode;
  /**
   * The other buttons (Back, Cancel, a second choice), secondary `Button`s, most used first:
   * after the primary from 600 px up; above it, full width, on a phone.
   */
  secondary?: ReactNode;
  /**
   * A line about the buttons, above them: why the primary is not yet available, or what it
   * will do. Give it `noteId` and name that id in the primary's `aria-describedby`.
   */
  note?: ReactNode;
  /** The note's id, for the primary button's `aria-describedby`. */
  noteId?: string;
}

/**
 * Which form the primary submits, if any. When a step's plain Continue gives way to the next
 * step's submit button, React would otherwise keep the same `<button>`: it becomes a submit
 * button of the new step's form while its click is still being handled, and the browser then
 * submits that form at once, showing its errors before the debtor has touched it.
 */
function submitTarget(primary: ReactNode): string {
  if (!isValidElement<{ type?: string; form?: string }>(primary)) return 'none';
  return `${primary.props.type ?? 'button'}:${primary.props.form ?? ''}`;
}

/**
 * The one button row of every dialog, in the dialog's `footer` (outside the scrolling body, so
 * it stays in reach on a phone). The order is fixed here, not by each dialog: the primary first
 * in reading and tab order, and where a thumb finds it on a phone.
 */
export const DialogActions = forwardRef<HTMLDivElement, DialogActionsProps>(function DialogActions(
  { primary, secondary, note, noteId, ...rest },
  ref,
) {
  return (
    <ActionsRoot ref={ref} {...rest}>
      {note ? <ActionsNote id={noteId}>{note}</ActionsNote> : null}
      <ActionsRow>
        <Fragment key={submitTarget(primary)}>{primary}</Fragment>
        {secondary}
      </ActionsRow>
    </ActionsRoot>
  );
});
