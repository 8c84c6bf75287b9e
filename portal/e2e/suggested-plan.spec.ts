import { translate } from '@portal/translations';
import { expect, test } from './fixtures';

/**
 * A suggested payment plan (persona 7's third debt): this journey accepts it; it changes
 * the demo data and runs last (project `mutating`). The decline, which ends the offer for good,
 * runs on a database of its own (suggested-plan-decline.spec.ts).
 */
const t = (key: string, values?: Record<string, string | number>) => translate('fi', key, values);

test('persona 7 reviews the suggested plan, cancels a decline, and accepts it', async ({
  page,
  checkAccessibility,
}) => {
  await page.goto('/lang/fi');
  await page.getByRole('textbox', { name: t('login.caseNumber') }).fill('7000003');
  await page.getByLabel(new RegExp(`^${t('login.onlineId')}`)).fill('77777779');
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/front-page$/);

  const offer = page.getByRole('region', { name: t('debt.suggestion.title') });
  await expect(offer).toBeVisible();
  await expect(offer.getByText(t('debt.suggestion.declineNote'))).toBeVisible();
  // The suggestion leads: it comes before the pay block, which offers paying it all as the
  // second way (a secondary button under "or pay the whole debt at once").
  const payBlock = page.locator('[data-pay-block]');
  await expect(payBlock.getByRole('heading', { name: t('payBlock.title.orPay') })).toBeVisible();
  const offerTop = (await offer.boundingBox())?.y ?? Infinity;
  expect(offerTop).toBeLessThan((await payBlock.boundingBox())?.y ?? -Infinity);
  await checkAccessibility();

  // Declining asks first; cancelling keeps the offer.
  await offer.getByRole('button', { name: t('debt.suggestion.decline') }).click();
  const decline = page.getByRole('dialog', { name: t('debt.suggestion.declineTitle') });
  await expect(decline).toBeVisible();
  await checkAccessibility();
  await decline.getByRole('button', { name: t('common.cancel') }).click();
  await expect(decline).toHaveCount(0);
  await expect(offer.getByRole('button', { name: t('debt.suggestion.decline') })).toBeFocused();

  await offer.getByRole('button', { name: t('debt.suggestion.accept') }).click();
  const accept = page.getByRole('dialog', { name: t('debt.suggestion.acceptTitle') });
  await accept.getByRole('button', { name: t('debt.suggestion.acceptConfirm') }).click();
  await expect(page.getByText(t('confirmPaymentPlan.1')).first()).toBeVisible();
  // The quiet reload: the offer is gone and the debt has its plan (the plan tab).
  await expect(offer).toHaveCount(0);
  await expect(page.getByRole('tab', { name: t('debt.tabs.plan') })).toBeVisible();
  await checkAccessibility();
});
