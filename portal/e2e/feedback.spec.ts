/**
 * spec 4, 7: general feedback from the menu is sent, not only opened: the NPS
 * and the smiley are saved together (the save carries the NPS), the comment follows as an update
 * with the save's token (NPS null), and the thanks are shown.
 */
import { mkdirSync } from 'node:fs';
import { translate } from '@portal/translations';
import { expect, test } from './fixtures';

test('general feedback from the menu: NPS and smiley saved, then the comment, then thanks (fi)', async ({
  page,
  checkAccessibility,
}) => {
  const t = (key: string) => translate('fi', key);
  await page.goto('/lang/fi');
  await page.getByRole('button', { name: t('topBar.openMenu') }).click();
  await page.getByRole('button', { name: t('drawer.feedback') }).click();
  const dialog = page.getByRole('dialog', { name: t('drawer.feedback') });
  await expect(dialog).toBeVisible();

  await dialog
    .getByRole('radiogroup', { name: t('feedback.nps.question') })
    .getByRole('radio', { name: '9', exact: true })
    .click();
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/feedback/save'));
  await dialog.getByRole('radio', { name: t('feedback.good') }).click();
  expect((await saved).postDataJSON()).toEqual({
    FeedbackType: 1,
    OrderNr: 0,
    Comment: null,
    Smiley: 1,
    NPS: 9,
  });
  // Locked once saved.
  await expect(dialog.getByRole('radio', { name: t('feedback.bad') })).toBeDisabled();
  await checkAccessibility();
  mkdirSync('/tmp/shots-feedback', { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/shots-feedback/saved-${width}.png` });
  }

  await dialog.getByRole('textbox', { name: t('feedbackDialog.comment') }).fill('Selkeä palvelu.');
  const updated = page.waitForRequest((r) => r.url().endsWith('/api/feedback/update'));
  await dialog.getByRole('button', { name: t('common.send') }).click();
  expect((await updated).postDataJSON()).toEqual({
    Token: expect.any(String),
    FeedbackType: 1,
    OrderNr: 0,
    Comment: 'Selkeä palvelu.',
    // Saved with the first click and locked since: sent as null (spec 7's update body).
    Smiley: null,
    NPS: null,
  });
  await expect(dialog.getByText(t('feedbackDialog.thanksTitle'))).toBeVisible();
  await checkAccessibility();
});
