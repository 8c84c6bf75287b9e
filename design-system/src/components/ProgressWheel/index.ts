export {
  ProgressWheel,
  SEGMENT_THRESHOLD,
  WHEEL_SIZES,
  WHEEL_STROKE,
  wheelDisplay,
} from './ProgressWheel';
export type { ProgressWheelDisplay, ProgressWheelProps, ProgressWheelSize } from './ProgressWheel';
