/**
 * A refused upload gets its answer: while two uploads of the debtor's session are still being
 * received, a third is refused (429, `error.attachment.2`), and the debtor sees why, even with an
 * 8 MB attachment that is still being sent when the server answers. Chromium reads the answer
 * only once it has sent the body; a server that closed the connection under it reset it, and the
 * dialog said only "something went wrong" (`error.generic.0`). The same for a body past 20 MB
 * (413, `fileSizeError`). Nothing is stored: the held uploads are abandoned, the refused ones
 * never reach the database.
 */
import { request, type ClientRequest } from 'node:http';
import type { Page } from '@playwright/test';
import type { LanguageId } from '@portal/translations';
import { expect, logIn, sessionCookie, SESSION_COOKIE, test, tr } from './fixtures';

const BOUNDARY = '----journey-held-upload';

/**
 * A contact request from outside the browser with the browser's session cookie, its body sent
 * only in part and held open: it keeps one of the session's two upload slots.
 */
function holdUploadSlot(baseURL: string, cookie: string): ClientRequest {
  const req = request(new URL('/api/orders/contactRequest', baseURL), {
    method: 'POST',
    headers: {
      cookie: `${SESSION_COOKIE}=${cookie}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(1_000_000),
    },
  });
  req.on('error', () => {
    // Abandoned at the end of the journey: the server sees an aborted upload and stores nothing.
  });
  req.write(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="orderNr"\r\n\r\n1000001\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="held.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  );
  return req;
}

/** Logs persona 1 in and fills a contact request with one PDF of `fileBytes` bytes. */
async function contactRequestWithFile(page: Page, language: LanguageId, fileBytes: number) {
  const t = tr(language);
  await logIn(page, language, '1000001', '11111111');
  await page.getByRole('button', { name: t('topBar.contact') }).click();
  const dialog = page.getByRole('dialog', { name: t('contact.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: t('contact.subject') }).fill('Maksuaika');
  await dialog
    .getByRole('textbox', { name: t('contact.message') })
    .fill('Voisinko maksaa tämän velan ensi kuun lopussa?');
  await dialog.getByRole('radio', { name: t('contact.method.email') }).click();
  await dialog.getByRole('textbox', { name: t('contact.email') }).fill('aino@example.org');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'tiliote.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(fileBytes, 0x20)]),
  });
  return dialog;
}

test('a third upload at once is refused, and the dialog says why (fi)', async ({
  page,
  baseURL,
  checkAccessibility,
}) => {
  test.slow();
  const t = tr('fi');
  // 8 MB: far more than the connection's buffers hold, so it is still being sent when refused.
  const dialog = await contactRequestWithFile(page, 'fi', 8_000_000);
  const cookie = await sessionCookie(page);
  if (!cookie || !baseURL) throw new Error('no session cookie');

  const held = [holdUploadSlot(baseURL, cookie.value), holdUploadSlot(baseURL, cookie.value)];
  try {
    // Both held uploads have been taken in before the browser's is sent.
    await page.waitForTimeout(500);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/orders/contactRequest'));
    await dialog.getByRole('button', { name: t('common.send') }).click();
    expect((await answer).status()).toBe(429);

    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText(t('error.attachment.2'));
    await expect(alert).not.toContainText(t('error.generic.0'));
    // A refusal, not "a technical error": what was typed and attached is kept for the retry.
    await expect(alert).toContainText(t('contact.failedKept'));
    await expect(alert).not.toContainText(t('contact.failed'));
    await checkAccessibility();
  } finally {
    for (const req of held) req.destroy();
  }
});

test('a body past 20 MB is refused with 413, and the dialog says what to do (en)', async ({
  page,
  checkAccessibility,
}) => {
  test.slow();
  const t = tr('en');
  const dialog = await contactRequestWithFile(page, 'en', 12_000_000);
  // The portal lets no more than 20 MB through, so the file grows on its way to the server (by
  // 9 MB, to 21 MB), as a request from another client could: the server's own limit answers.
  await page.route('**/api/orders/contactRequest', async (route) => {
    const request = route.request();
    const boundary = /boundary=(.+)$/.exec((await request.allHeaders())['content-type'] ?? '')![1]!;
    const body = request.postDataBuffer()!;
    const afterFile = body.indexOf(
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="language"`,
    );
    await route.continue({
      postData: Buffer.concat([
        body.subarray(0, afterFile),
        Buffer.alloc(9_000_000, 0x20),
        body.subarray(afterFile),
      ]),
    });
  });
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/orders/contactRequest'));
  await dialog.getByRole('button', { name: t('common.send') }).click();
  expect((await answer).status()).toBe(413);

  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(t('fileSizeError'));
  await expect(alert).not.toContainText(t('contact.failed'));
  await checkAccessibility();
});
