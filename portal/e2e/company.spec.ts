/**
 * spec 4, 5, 6: a company (persona 3) is given the company service number in
 * the footer and in help, its payment plan has no due-day choice, and a person's identity code
 * typed where the business ID is asked is answered with what it is and what to enter instead.
 */
import { translate } from '@portal/translations';
import { expect, logIn, test } from './fixtures';

test('persona 3 (a company): company number, no due-day choice, a personal code refused (sv)', async ({
  page,
  checkAccessibility,
}) => {
  test.slow();
  const t = (key: string) => translate('se', key);
  await logIn(page, 'se', '3000001', '33333333');
  await expect(page.getByText('Rakennus Esimerkki Oy').first()).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: t('footer.companyPhone') })).toHaveAttribute(
    'href',
    'tel:+358306035800',
  );
  await expect(footer.getByRole('link', { name: t('footer.privatePhone') })).toHaveCount(0);

  // The overall view asks for the business ID; a person's identity code is not one.
  await page.getByRole('button', { name: t('notices.companyOverview.action') }).click();
  const prompt = page.getByRole('dialog', { name: t('situation.title') });
  await prompt.getByRole('textbox', { name: t('situation.businessId.label') }).fill('150385-912E');
  await prompt.getByRole('button', { name: t('situation.businessId.submit') }).click();
  // Said in the error summary, which takes focus, and beside the field.
  await expect(prompt.getByRole('region', { name: t('errorSummary.title') })).toBeFocused();
  await expect(prompt.getByText(t('situation.businessId.personalCode'))).toHaveCount(2);
  await expect(
    prompt.getByRole('textbox', { name: t('situation.businessId.label') }),
  ).toHaveAttribute('aria-invalid', 'true');
  await checkAccessibility();
  await prompt.getByRole('button', { name: t('common.cancel') }).click();

  // A company's plan: the amount, but no choice of the day of the month.
  await page
    .getByRole('button', { name: t('button.createPaymentPlan') })
    .first()
    .click();
  const plan = page.getByRole('dialog', { name: t('paymentPlan.title') });
  await expect(plan.getByRole('textbox', { name: t('paymentPlan.amount') })).not.toHaveValue('');
  await expect(plan.getByRole('radiogroup', { name: t('paymentPlan.dueDay.legend') })).toHaveCount(
    0,
  );
  await checkAccessibility();
  await page.keyboard.press('Escape');

  // Help's customer service tab: the company number only.
  await page.goto('/help#CustomerSupport');
  await expect(page.getByRole('link', { name: t('footer.companyPhone') }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: t('footer.privatePhone') })).toHaveCount(0);
});
