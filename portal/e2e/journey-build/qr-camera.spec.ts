/**
 * spec 2, 8: the QR login tab, on in the journeys' build. A camera the debtor
 * does not allow gives the not-allowed message, and the case-number login stays at hand.
 */
import { createRequire } from 'node:module';
import { translate } from '@portal/translations';
import { expect, test } from '../fixtures';

const require = createRequire(import.meta.url);
const { chromiumArgs } = require('../../../scripts/chromium.cjs') as { chromiumArgs: string[] };

// A camera exists (Chromium's fake device), but the page is not given permission to use it.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [...chromiumArgs, '--use-fake-device-for-media-stream'],
  },
});

test('the QR tab with a camera that is not allowed says so (sv)', async ({
  page,
  checkAccessibility,
}) => {
  const t = (key: string) => translate('se', key);
  await page.goto('/lang/se');
  await page.getByRole('tab', { name: t('login.qrTab') }).click();
  await expect(page.getByText(t('qr.intro'))).toBeVisible();
  await page.getByRole('button', { name: t('qr.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('qr.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(t('qr.error.notAllowed'))).toBeVisible();
  await checkAccessibility();
  await dialog
    .getByRole('button', { name: t('common.close') })
    .first()
    .click();
  await expect(page.getByRole('tab', { name: t('login.caseTab') })).toBeVisible();
});
