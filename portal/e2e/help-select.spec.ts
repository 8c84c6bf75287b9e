import { translate } from '@portal/translations';
import { expect, test } from './fixtures';

const t = (key: string) => translate('fi', key);

// Radix Select adds a <style> element when its list opens; the server's CSP has no
// 'unsafe-inline', so it only applies when it carries the page's nonce. The fixture fails the test
// on any CSP violation; this journey also checks the style element itself.
test('the FAQ topic select opens, filters and breaks no content security policy rule', async ({
  page,
  checkAccessibility,
}) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('help.title'));
  const pageNonce = await page.locator('meta[name="csp-nonce"]').getAttribute('content');
  expect(pageNonce).toMatch(/^[A-Za-z0-9+/]{20,}={0,2}$/);

  await page.getByRole('combobox', { name: t('faq.category') }).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  // The viewport's style element is in the DOM and carries the nonce the CSP names.
  const styleNonces = await page.evaluate(() =>
    Array.from(document.querySelectorAll('style'))
      .filter((style) => style.textContent?.includes('data-radix-select-viewport'))
      .map((style) => style.nonce),
  );
  expect(styleNonces).toEqual([pageNonce]);
  // ...and it applies: the list's scrollbar is hidden as Radix intends.
  await expect(page.locator('[data-radix-select-viewport]')).toHaveCSS('scrollbar-width', 'none');
  expect(
    await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  ).toEqual([]);

  await page.getByRole('option', { name: t('faq.categories.collectionCosts') }).click();
  await expect(listbox).toBeHidden();
  await expect(page.getByRole('combobox', { name: t('faq.category') })).toHaveText(
    t('faq.categories.collectionCosts'),
  );
  await expect(page.getByRole('region', { name: /\d/ })).toBeVisible();
  await checkAccessibility();
});

test('the help page’s questions are read once, as the page starts', async ({ context }) => {
  // A page of its own: the fixture's page waits for the portal's script on each navigation,
  // which this journey holds back.
  const page = await context.newPage();
  const faqReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/faq') faqReads.push(request.method());
  });

  // The page's own inline read starts without the portal's script.
  const script = /\/assets\/index-[\w-]+\.js$/;
  await page.route(script, (route) => route.abort());
  await page.goto('/help', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => faqReads).toEqual(['GET']);
  await page.unroute(script);

  // With the script, the portal takes that read over: one read, and the questions on screen.
  faqReads.length = 0;
  await page.reload();
  await expect(page.getByRole('region', { name: /\d/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(faqReads).toEqual(['GET']);
});
