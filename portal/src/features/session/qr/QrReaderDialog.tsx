import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import jsQR from 'jsqr';
import { CameraView, Notice, ResponsiveDialog, Spinner } from '@portal/design-system';
import { cameraErrorOf, parseQrPayload, type CameraError, type QrCredentials } from './rules';

interface QrReaderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCredentials: (credentials: QrCredentials) => void;
}

/**
 * Reads the QR code on the letter with the camera (jsQR decodes the frames) and hands the order
 * number and online ID on for login. Each camera failure of spec 8 has its own message.
 */
export default function QrReaderDialog({ open, onOpenChange, onCredentials }: QrReaderDialogProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  // Without the stream API the reader cannot start at all; known before any effect runs.
  const unsupported: CameraError | null =
    typeof navigator !== 'undefined' && !navigator.mediaDevices?.getUserMedia
      ? window.isSecureContext
        ? 'streamApiNotSupported'
        : 'notSupported'
      : null;
  const [error, setError] = useState<CameraError | 'invalidCode' | null>(unsupported);
  const [starting, setStarting] = useState(unsupported === null);

  useEffect(() => {
    if (!open) return;
    let stream: MediaStream | null = null;
    let frame = 0;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const scan = () => {
      const element = video.current;
      if (stopped || !element || !context) return;
      if (element.readyState >= element.HAVE_ENOUGH_DATA) {
        canvas.width = element.videoWidth;
        canvas.height = element.videoHeight;
        context.drawImage(element, 0, 0, canvas.width, canvas.height);
        const image = context.getImageData(0, 0, canvas.width, canvas.height);
        const code = jsQR(image.data, image.width, image.height, {
          inversionAttempts: 'dontInvert',
        });
        if (code) {
          const credentials = parseQrPayload(code.data);
          if (credentials) {
            onCredentials(credentials);
            return;
          }
          setError('invalidCode');
        }
      }
      frame = requestAnimationFrame(scan);
    };

    if (!navigator.mediaDevices?.getUserMedia) return;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        void video.current.play();
        setStarting(false);
        frame = requestAnimationFrame(scan);
      })
      .catch((reason: unknown) => {
        setError(cameraErrorOf(reason, window.isSecureContext));
        setStarting(false);
      });
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [open, onCredentials]);

  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('qr.title')}
      description={t('qr.instructions')}
      closeLabel={t('common.close')}
    >
      {error ? (
        <Notice tone="error" live="alert">
          {t(`qr.error.${error}`)}
        </Notice>
      ) : null}
      {starting ? <Spinner label={t('qr.starting')} showLabel /> : null}
      <CameraView ref={video} aria-label={t('qr.video')} />
    </ResponsiveDialog>
  );
}
