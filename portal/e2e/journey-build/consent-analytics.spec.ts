/**
 * spec 1, 2: analytics start only after consent, and the choice is recorded on
 * the server (`POST /api/cookieSettings/save`) for the debtor, at the login that follows a choice
 * made signed out and at once when chosen signed in; the data export shows it. The journeys' build
 * posts events to `/journey-analytics`, a fake collector this journey serves itself.
 */
import { readFileSync } from 'node:fs';
import { translate } from '@portal/translations';
import { expect, logInStrongly, test } from '../fixtures';

test('analytics only after consent; the choice reaches the server and the data export (en)', async ({
  page,
  checkAccessibility,
}) => {
  test.slow();
  const t = (key: string) => translate('en', key);
  const events: { event: string; [key: string]: unknown }[] = [];
  await page.route('**/journey-analytics', async (route) => {
    events.push(route.request().postDataJSON() as (typeof events)[number]);
    await route.fulfill({ status: 204 });
  });

  // Before any choice: pages are shown, and nothing is sent.
  await page.goto('/lang/en');
  await expect(page.getByText(t('cookie.title'))).toBeVisible();
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(events).toEqual([]);

  // Signed out, the debtor allows tracking but not other cookies.
  await page.getByRole('button', { name: t('cookie.settings') }).click();
  const dialog = page.getByRole('dialog', { name: t('consent.title') });
  await expect(dialog).toBeVisible();
  await checkAccessibility();
  await dialog.getByRole('switch', { name: t('consent.tracking.label') }).click();
  await dialog.getByRole('button', { name: t('consent.save') }).click();
  await expect(dialog).toBeHidden();
  expect(events).toEqual([]);

  // After consent, events flow; the login records the choice made before it.
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/cookieSettings/save'));
  await logInStrongly(page, 'en');
  const request = await saved;
  expect(request.postDataJSON()).toEqual({ Necessary: true, Cookies: false, Tracking: true });
  // Recorded for the debtor: the request went with the new session's cookie.
  expect(await request.headerValue('cookie')).toMatch(/portal-session=/);
  await expect.poll(() => events.map((e) => e.event)).toContain('login');
  expect(events.find((e) => e.event === 'page_view')).toBeTruthy();
  // No personal data in events: page names are route patterns.
  expect(JSON.stringify(events)).not.toMatch(/Matti|010190/);

  // The data export shows the recorded choice.
  await page.goto('/profile');
  const section = page.getByRole('region', { name: t('profile.dataExport.title') });
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: t('profile.dataExport.json') }).click(),
  ]);
  const data = JSON.parse(readFileSync((await json.path())!, 'utf8')) as {
    cookieConsents: { necessary: boolean; cookies: boolean; tracking: boolean }[];
  };
  expect(data.cookieConsents).toEqual([
    expect.objectContaining({ necessary: true, cookies: false, tracking: true }),
  ]);
});
