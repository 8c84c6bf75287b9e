import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Arc, Track, WheelBar, WheelCenter, WheelRoot } from './ProgressWheel.styles';

/** The wheel is 225 or 200 px wide with a 15 px stroke. */
export const WHEEL_SIZES = { large: 225, small: 200 } as const;
export const WHEEL_STROKE = 15;
/** Below 50 percent the wheel is drawn in segments. */
export const SEGMENT_THRESHOLD = 50;
const SEGMENTS = 20;
const GAP_DEGREES = 3;

export type ProgressWheelSize = keyof typeof WHEEL_SIZES;
/** How the progress is drawn: separate segments below 50 percent, one arc from 50 up. */
export type ProgressWheelDisplay = 'segmented' | 'continuous';

export interface ProgressWheelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Paid share, 0-100. */
  percent: number;
  /** Accessible name of the progress bar, e.g. "Velasta maksettu". */
  label: string;
  /** What the value is read as, e.g. "42 %". */
  valueText: string;
  /** Diameter: `large` 225 px (cards), `small` 200 px. */
  size?: ProgressWheelSize;
  /** Text inside the wheel (amount left); it stays readable by assistive technology. */
  children?: ReactNode;
}

export function wheelDisplay(percent: number): ProgressWheelDisplay {
  return percent < SEGMENT_THRESHOLD ? 'segmented' : 'continuous';
}

/** Paid progress of a debt or plan as a wheel, on Radix Progress (role progressbar). */
export const ProgressWheel = forwardRef<HTMLDivElement, ProgressWheelProps>(function ProgressWheel(
  { percent, label, valueText, size = 'large', children, ...rest },
  ref,
) {
  const value = Math.min(100, Math.max(0, percent));
  const px = WHEEL_SIZES[size];
  const radius = (px - WHEEL_STROKE) / 2;
  const circumference = 2 * Math.PI * radius;
  const display = wheelDisplay(value);
  const circle = { cx: px / 2, cy: px / 2, r: radius, fill: 'none', strokeWidth: WHEEL_STROKE };

  let arcs: ReactNode;
  if (display === 'continuous') {
    arcs = (
      <Arc
        {...circle}
        strokeLinecap="butt"
        strokeDasharray={`${(circumference * value) / 100} ${circumference}`}
      />
    );
  } else {
    // Each segment is 1/20 of the circle minus a gap; a started segment is drawn filled.
    const filled = Math.ceil((value / 100) * SEGMENTS);
    const segment = circumference / SEGMENTS;
    const gap = (circumference * GAP_DEGREES) / 360;
    arcs = Array.from({ length: SEGMENTS }, (_, index) => {
      const Piece = index < filled ? Arc : Track;
      return (
        <Piece
          key={index}
          {...circle}
          data-filled={index < filled ? '' : undefined}
          strokeDasharray={`${segment - gap} ${circumference}`}
          strokeDashoffset={-(index * segment + gap / 2)}
        />
      );
    });
  }

  return (
    <WheelRoot ref={ref} size={size} data-display={display} {...rest}>
      <WheelBar value={value} max={100} aria-label={label} getValueLabel={() => valueText}>
        <svg viewBox={`0 0 ${px} ${px}`} aria-hidden="true" focusable="false">
          {display === 'continuous' ? <Track {...circle} /> : null}
          {arcs}
        </svg>
      </WheelBar>
      {children ? <WheelCenter>{children}</WheelCenter> : null}
    </WheelRoot>
  );
});
