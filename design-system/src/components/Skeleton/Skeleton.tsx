import { forwardRef, type HTMLAttributes } from 'react';
import { SkeletonShape } from './Skeleton.styles';

export type SkeletonVariant = 'text' | 'block' | 'circle';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** `text` a line, `block` a box, `circle` a wheel's place. */
  variant?: SkeletonVariant;
  /** Width as CSS length or pixels; matches what loads in its place. */
  width?: number | string;
  /** Height as CSS length or pixels; matches what loads in its place. */
  height?: number | string;
  /** Pulses unless the user prefers reduced motion; stories turn it off for stable screenshots. */
  animated?: boolean;
}

/**
 * A grey placeholder while content loads. Hidden from assistive technology: the region that is
 * loading says so once (aria-busy and a Spinner or status text), not every placeholder.
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { variant = 'text', width, height, animated = true, style, ...rest },
  ref,
) {
  return (
    <SkeletonShape
      ref={ref}
      aria-hidden="true"
      variant={variant}
      animated={animated}
      data-state={animated ? 'animated' : 'static'}
      style={{ width, height, ...style }}
      {...rest}
    />
  );
});
