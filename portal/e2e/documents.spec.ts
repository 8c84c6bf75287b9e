/**
 * spec 7: the payment plan confirmation downloads under its translated name and
 * reads back (pdftotext) with the plan's debts and figures. The settlement's two PDFs are read back
 * in settlement.spec.ts (they need a started settlement).
 */
import { translate } from '@portal/translations';
import { expect, logIn, pdfText, test } from './fixtures';

test('persona 7 downloads the joint plan confirmation and reads its figures (fi)', async ({
  page,
  checkAccessibility,
}) => {
  const t = (key: string) => translate('fi', key);
  await logIn(page, 'fi', '7000001', '77777777');
  await page.goto('/payment-plan/7000001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: t('debtActions.label') }).click();
  await checkAccessibility();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: t('reports.planConfirmation') }).click();
  const file = await download;
  const name = new RegExp(`^${t('reports.planConfirmationFileName')}_(\\d+)\\.pdf$`);
  const planNr = name.exec(file.suggestedFilename())?.[1];
  expect(planNr).toBeTruthy();
  const text = pdfText((await file.path())!);
  // The seed's joint plan: two debts, nine installments of 200 € (the last 40 €), three paid.
  expect(text).toContain(`Suunnitelman numero ${planNr}`);
  expect(text).toContain('Vastaanottaja: Juha Laine');
  expect(text).toContain('7000001 Autorahoitus Kaista Oy');
  expect(text).toContain('7000002 Kodintekniikka Virta Oy');
  expect(text).toContain('Maksettu 600,00 €');
  expect(text).toContain('Jäljellä 1 040,00 €');
  expect(text).toMatch(/Seuraava erä \d\d\.\d\d\.\d{4} 200,00 €/);
});
