import { translate } from '@portal/translations';
import { expect, test } from './fixtures';
import { rfReference, virtualBarcode } from '../src/lib/bank-barcode';

const t = (key: string, values?: Record<string, string | number>) => translate('en', key, values);
const compact = (text: string) => text.replace(/\s+/g, '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('persona 1 copies the virtual bank barcode to pay by bank transfer outside the portal', async ({
  page,
  context,
  checkAccessibility,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/lang/en');
  await page.getByRole('textbox', { name: t('login.caseNumber') }).fill('1000001');
  await page.getByLabel(new RegExp(`^${t('login.onlineId')}`)).fill('11111111');
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/front-page$/);

  const show = page.getByRole('button', { name: t('payOutside.show') });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await show.click();
  const panel = page.locator('[id$="-panel"]');
  const value = (term: string) =>
    panel
      .locator('dt', { hasText: new RegExp(`^${escape(term)}$`) })
      .locator('xpath=following-sibling::dd[1]');
  const barcode = panel.locator('[data-barcode]');
  await expect(barcode).toBeVisible();
  await checkAccessibility();

  // What the page shows, read back: the barcode must be the guide's encoding of those values.
  const iban = compact((await value(t('payOutside.iban')).locator('span').textContent()) ?? '');
  const reference = compact(
    (await value(t('payOutside.reference')).locator('span').textContent()) ?? '',
  );
  const amount = (await value(t('payOutside.amount')).textContent()) ?? '';
  const due = (await value(t('payOutside.dueDate')).textContent()) ?? '';
  const [day, month, year] = due.split('.');
  const cents = Number(amount.replace(/[^\d]/g, ''));
  const expected = virtualBarcode({
    iban,
    reference,
    amountCents: cents,
    dueDate: `${year}-${month}-${day}`,
  });
  expect(expected).toMatch(/^4\d{53}$/);
  const shown = compact((await barcode.textContent()) ?? '');
  expect(shown).toBe(expected);
  expect(compact((await value(t('payOutside.rf')).locator('span').textContent()) ?? '')).toBe(
    rfReference(reference),
  );

  await panel
    .getByRole('button', { name: t('payOutside.copy', { what: t('payOutside.barcode') }) })
    .click();
  await expect(
    page.getByText(t('payOutside.copied', { what: t('payOutside.barcode') })).first(),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  console.log(`persona 1's virtual bank barcode: ${expected}`);
});
