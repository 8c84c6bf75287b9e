import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { ButtonRoot, ButtonSpinner } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'payNow' | 'payQuickly';
export type ButtonSize = 'small' | 'medium' | 'large';

interface BaseProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** `payNow` is the red action for debts in court, `payQuickly` the orange one when the due date is within two days or past. */
  variant?: ButtonVariant;
  /** Height and text size; `large` for the one main action of a page. */
  size?: ButtonSize;
  /** Fills its container (card footers, phone layouts). */
  fullWidth?: boolean;
  /** Shown before the label, hidden from assistive technology. */
  icon?: ReactNode;
}

/** While loading, a text that says what is happening is required: a spinner alone tells a screen reader nothing. */
type LoadingProps =
  | { loading?: false; loadingText?: string }
  | {
      /** Busy: a spinner and `loadingText` replace the label; clicks do nothing. */
      loading: true;
      /** What is happening, announced while loading; required with `loading`. */
      loadingText: string;
    };

/** A button without visible text needs an accessible name. */
type LabelProps =
  { children: ReactNode; 'aria-label'?: string } | { children?: undefined; 'aria-label': string };

export type ButtonProps = BaseProps & LoadingProps & LabelProps;

/**
 * The action button. Loading keeps the button focusable and its width steady, marks it busy and
 * announces the loading text; a click while loading does nothing.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'medium',
    fullWidth = false,
    icon,
    loading = false,
    loadingText,
    children,
    type = 'button',
    onClick,
    disabled,
    ...rest
  },
  ref,
) {
  return (
    <ButtonRoot
      ref={ref}
      type={type}
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? (
        <>
          <ButtonSpinner aria-hidden="true" />
          <span role="status">{loadingText}</span>
        </>
      ) : (
        <>
          {icon ? <span aria-hidden="true">{icon}</span> : null}
          {children}
        </>
      )}
    </ButtonRoot>
  );
});
