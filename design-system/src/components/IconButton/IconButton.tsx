import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { IconButtonRoot } from './IconButton.styles';

export type IconButtonVariant = 'ghost' | 'primary' | 'secondary' | 'onBrand';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> {
  /** An icon button shows no text, so its name is required. */
  'aria-label': string;
  /** A decorative icon from `icons/`. */
  icon: ReactNode;
  /** `ghost` (no fill), `primary`, `secondary`, or `onBrand` on a brand-coloured bar. */
  variant?: IconButtonVariant;
  /** `medium` is the 44 px touch target; `large` 52 px with a bigger icon. */
  size?: 'medium' | 'large';
}

/** A round 44 px button with only an icon (close, menu, calendar, scroll to top). */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, variant = 'ghost', size = 'medium', type = 'button', ...rest },
  ref,
) {
  return (
    <IconButtonRoot ref={ref} type={type} variant={variant} size={size} {...rest}>
      {icon}
    </IconButtonRoot>
  );
});
