/**
 * The personal-data export (GDPR Article 15). Persona 2 logs in with bank
 * credentials, finds "Your data" on the profile in fi, sv and en, downloads the JSON (her seven
 * debts and her name) and the PDF; a case-number login is not offered the export.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { translate } from '@portal/translations';
import { expect, logIn, logInStrongly, test } from './fixtures';

const shots = '/tmp/shots-data-export';

for (const language of ['fi', 'se', 'en'] as const) {
  test(`persona 2 finds "Your data" on the profile after a strong login (${language})`, async ({
    page,
    checkAccessibility,
  }) => {
    const t = (key: string) => translate(language, key);
    await logInStrongly(page, language);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: t('profile.dataExport.title') });
    await expect(section).toBeVisible();
    await expect(section.getByText(t('profile.dataExport.free'))).toBeVisible();
    await expect(section.getByRole('button', { name: t('profile.dataExport.json') })).toBeVisible();
    await expect(section.getByRole('button', { name: t('profile.dataExport.pdf') })).toBeVisible();
    await checkAccessibility();
  });
}

test('persona 2 downloads her data as JSON and as PDF (en)', async ({ page }) => {
  const t = (key: string) => translate('en', key);
  await logInStrongly(page, 'en');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: t('profile.dataExport.title') });

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: t('profile.dataExport.json') }).click(),
  ]);
  expect(json.suggestedFilename()).toBe('your-data_2.json');
  const data = JSON.parse(readFileSync((await json.path())!, 'utf8'));
  expect(data.identity.name).toBe('Matti Meikäläinen');
  expect(data.debts.map((d: { orderNr: number }) => d.orderNr)).toEqual([
    2000001, 2000002, 2000003, 2000004, 2000005, 2000006, 2000007,
  ]);

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: t('profile.dataExport.pdf') }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('your-data_2.pdf');
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 4)
      .toString(),
  ).toBe('%PDF');
  await expect(section.getByRole('alert')).toHaveCount(0);

  mkdirSync(shots, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${shots}/section-${width}.png` });
    await page.screenshot({ path: `${shots}/profile-${width}.png`, fullPage: true });
  }
});

test('a case-number login is not offered the export', async ({ page, checkAccessibility }) => {
  const t = (key: string) => translate('se', key);
  await logIn(page, 'se', '2000001', '22222222');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: t('profile.basic.title') })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('profile.dataExport.title') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('profile.dataExport.json') })).toHaveCount(0);
  await checkAccessibility();
});
