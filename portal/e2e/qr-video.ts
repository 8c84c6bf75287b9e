/**
 * A camera picture for Chromium's fake capture device: a Y4M video (one 640×480 frame, which
 * Chromium repeats) of a QR code on white, as a letter held in front of the phone would give.
 * `--use-file-for-fake-video-capture=<file>` plays it to `getUserMedia`.
 */
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;

export function writeQrVideo(file: string, payload: string): void {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const scale = Math.floor((HEIGHT * 0.7) / size);
  const left = Math.floor((WIDTH - size * scale) / 2);
  const top = Math.floor((HEIGHT - size * scale) / 2);
  // 4:2:0 planes: luma per pixel (0 black, 255 white), neutral chroma per 2×2 block.
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + row * scale + y) * WIDTH + left + column * scale;
        luma.fill(0, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const header = `YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\n`;
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(header), Buffer.from('FRAME\n'), luma, chroma, chroma]),
  );
}
