import { forwardRef, type VideoHTMLAttributes } from 'react';
import { CameraViewRoot } from './CameraView.styles';

export interface CameraViewProps extends Omit<VideoHTMLAttributes<HTMLVideoElement>, 'children'> {
  /** Names the picture, e.g. "Kameran kuva" (qr.video): it has no text of its own. */
  'aria-label': string;
}

/**
 * The live camera picture of the QR reader. The caller attaches the stream through the
 * ref; it plays muted and inline so phones do not open a full-screen player.
 */
export const CameraView = forwardRef<HTMLVideoElement, CameraViewProps>(
  function CameraView(props, ref) {
    return <CameraViewRoot ref={ref} muted playsInline {...props} />;
  },
);
