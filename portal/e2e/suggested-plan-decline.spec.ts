import { expect, logIn, test, tr } from './fixtures';
import { FRESH_SERVER_START_MS, freshServer } from './fresh-server';

/**
 * Declining persona 7's suggested plan ends it for good, so it cannot share the
 * journeys' database with the journey that accepts it (suggested-plan.spec.ts): this one starts a
 * server of its own on a fresh database (fresh-server.ts).
 */
const server = freshServer('suggested-plan-decline');

test.describe.configure({ timeout: 90_000 });
test.use({ baseURL: server.baseURL });

test.beforeAll(async () => {
  test.setTimeout(FRESH_SERVER_START_MS);
  await server.start();
});

test.afterAll(() => server.stop());

test('on a fresh database, persona 7 declines the suggested plan: it ends and collection continues', async ({
  page,
  checkAccessibility,
}) => {
  const t = tr('en');
  await logIn(page, 'en', '7000003', '77777779');
  const offer = page.getByRole('region', { name: t('debt.suggestion.title') });
  await expect(offer.getByText(t('debt.suggestion.declineNote'))).toBeVisible();

  await offer.getByRole('button', { name: t('debt.suggestion.decline') }).click();
  const decline = page.getByRole('dialog', { name: t('debt.suggestion.declineTitle') });
  await expect(decline.getByText(/can no longer be accepted/)).toBeVisible();
  await checkAccessibility();
  await decline.getByRole('button', { name: t('debt.suggestion.declineConfirm') }).click();

  await expect(page.getByText(t('confirmPaymentPlan.2')).first()).toBeVisible();
  // The quiet reload: the offer is gone for good, and no plan took its place.
  await expect(offer).toHaveCount(0);
  await expect(page.getByRole('tab', { name: t('debt.tabs.plan') })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: t('debtActions.label') })).toBeVisible();
  await expect(page.getByRole('region', { name: t('debt.suggestion.title') })).toHaveCount(0);
  await checkAccessibility();
});
