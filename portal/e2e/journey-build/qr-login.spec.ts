/**
 * spec 2: logging in with the QR code on the letter, on in the journeys' build.
 * Chromium's fake camera shows a generated QR code (the letter's case number and online ID); the
 * reader decodes it and the debtor lands on the front page without typing anything.
 */
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, tr } from '../fixtures';
import { writeQrVideo } from '../qr-video';

const require = createRequire(import.meta.url);
const { chromiumArgs } = require('../../../scripts/chromium.cjs') as { chromiumArgs: string[] };

// Written when the file is loaded, before the browser of this file starts.
const video = join(tmpdir(), `portal-qr-login-${process.pid}.y4m`);
writeQrVideo(video, 'https://portal.invalid/?orderNr=1000001&onlineId=11111111');

test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
  permissions: ['camera'],
  viewport: { width: 390, height: 844 },
});

test('the QR code on the letter logs the debtor in (en, phone)', async ({
  page,
  checkAccessibility,
}) => {
  const t = tr('en');
  await page.goto('/lang/en');
  await page.getByRole('button', { name: t('cookie.acceptAll') }).click();
  // On a phone the login card opens as a full-screen dialog.
  await page.getByRole('button', { name: t('login.openDialog') }).click();
  await page.getByRole('tab', { name: t('login.qrTab') }).click();
  await page.getByRole('button', { name: t('qr.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('qr.title') });
  await expect(dialog).toBeVisible();
  // The camera shows the code; the reader logs in with it (axe on the reader's dialog is in
  // qr-camera.spec.ts: here it closes as soon as the code is read).
  await expect(page).toHaveURL(/\/front-page$/, { timeout: 15_000 });
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkAccessibility();
});
