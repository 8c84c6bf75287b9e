import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { ErrorIcon } from '../../icons';
import {
  ErrorSummaryLink,
  ErrorSummaryList,
  ErrorSummaryRoot,
  ErrorSummaryTitle,
} from './ErrorSummary.styles';

/** One error of a form: which field it belongs to and what to do about it. */
export interface ErrorSummaryItem {
  /** The id of the field's control; the link moves focus there. */
  fieldId: string;
  /** The same translated message the field shows inline: what to do, not only what is wrong. */
  message: ReactNode;
}

export interface ErrorSummaryProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The summary's heading, e.g. errorSummary.title ("Check these before you continue"). */
  title: ReactNode;
  /** The form's errors in the order of its fields; nothing is rendered while the list is empty. */
  errors: readonly ErrorSummaryItem[];
  /**
   * How many times the form was submitted with errors. Each time it grows while there are
   * errors, the summary takes focus, so a keyboard or screen-reader user hears what to fix.
   */
  focusKey?: number;
  /** The heading's outline level: 2 on a page, 3 inside a dialog or a section; default 2. */
  headingLevel?: 2 | 3 | 4;
}

const FOCUSABLE = '[tabindex="0"], input:not([type="hidden"]), button, select, textarea';

/**
 * Moves focus to a field and brings it into view, centred so its label above shows too. A group
 * (radio buttons) given as the target passes focus to its first focusable control.
 */
function goToField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const target = document.getElementById(fieldId);
  if (!target) return;
  event.preventDefault();
  const field =
    target.tabIndex >= 0 ? target : (target.querySelector<HTMLElement>(FOCUSABLE) ?? target);
  field.scrollIntoView?.({ block: 'center' });
  field.focus({ preventScroll: true });
}

/**
 * The one error pattern of every form: on a failed submit a box at the top of the form
 * lists each error as a link to its field and takes focus; the fields keep their inline errors
 * (FormField) with the same words. Read as a labelled region whose description is the list, so a
 * screen reader says the heading and the errors when focus arrives.
 */
export const ErrorSummary = forwardRef<HTMLElement, ErrorSummaryProps>(function ErrorSummary(
  { title, errors, focusKey = 0, headingLevel = 2, id, ...rest },
  ref,
) {
  const generated = useId();
  const base = id ?? `error-summary-${generated}`;
  const root = useRef<HTMLElement>(null);
  useImperativeHandle(ref, () => root.current as HTMLElement, []);
  const count = errors.length;
  useEffect(() => {
    if (focusKey > 0 && count > 0) root.current?.focus();
  }, [focusKey, count]);
  if (count === 0) return null;
  return (
    <ErrorSummaryRoot
      ref={root}
      id={base}
      tabIndex={-1}
      aria-labelledby={`${base}-title`}
      aria-describedby={`${base}-list`}
      data-state="invalid"
      {...rest}
    >
      <ErrorSummaryTitle as={`h${headingLevel}` as 'h2'} id={`${base}-title`}>
        <ErrorIcon />
        <span>{title}</span>
      </ErrorSummaryTitle>
      <ErrorSummaryList id={`${base}-list`}>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <ErrorSummaryLink
              href={`#${error.fieldId}`}
              onClick={(event) => goToField(event, error.fieldId)}
            >
              {error.message}
            </ErrorSummaryLink>
          </li>
        ))}
      </ErrorSummaryList>
    </ErrorSummaryRoot>
  );
});
