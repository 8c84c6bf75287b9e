export { CameraView } from './CameraView';
export type { CameraViewProps } from './CameraView';
