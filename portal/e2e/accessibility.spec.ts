import { translate, type LanguageId } from '@portal/translations';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * Every page and dialog of the portal shell, checked with axe-core (WCAG 2.2 AA and best
 * practices) in each language on a phone and in fi on a desktop: the journeys check the pages
 * they pass through; this tour makes sure none is left out.
 */
const tours: { language: LanguageId; width: number; height: number }[] = [
  { language: 'fi', width: 390, height: 844 },
  { language: 'se', width: 390, height: 844 },
  { language: 'en', width: 390, height: 844 },
  { language: 'fi', width: 1280, height: 900 },
];

for (const { language, width, height } of tours) {
  const t = (key: string) => translate(language, key);
  const phone = width < 600;

  test(`axe finds nothing on any page or dialog (${language}, ${width} px)`, async ({
    page,
    checkAccessibility,
  }) => {
    // Fourteen checks, each by both engines, on a shared machine.
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height });
    const checked: string[] = [];
    const check = async (what: string) => {
      await checkAccessibility();
      checked.push(what);
    };

    await page.goto(`/lang/${language}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('home.title'));
    await check('login page with the cookie banner');

    await page.getByRole('button', { name: t('cookie.settings') }).click();
    await expect(page.getByRole('dialog', { name: t('consent.title') })).toBeVisible();
    await check('cookie settings');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: t('cookie.acceptAll') }).click();

    await openLoginForm(page, language, phone);
    await page.getByRole('textbox', { name: t('login.caseNumber') }).fill('12ab');
    await page.getByLabel(new RegExp(`^${t('login.onlineId')}`)).fill('1');
    await page.getByRole('textbox', { name: t('login.caseNumber') }).focus();
    await check('login form with field errors');
    await page.getByRole('textbox', { name: t('login.caseNumber') }).fill('1000001');
    await page.getByLabel(new RegExp(`^${t('login.onlineId')}`)).fill('12345678');
    await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await check('login refused');
    await page.getByRole('tab', { name: t('login.strongTab') }).click();
    await check('strong login tab');
    if (phone) await page.keyboard.press('Escape');

    await page.getByRole('button', { name: t('topBar.openMenu') }).click();
    await expect(page.getByRole('dialog', { name: t('topBar.menu') })).toBeVisible();
    await check('menu');
    await page.getByRole('button', { name: t('drawer.feedback') }).click();
    const feedback = page.getByRole('dialog', { name: t('drawer.feedback') });
    await expect(feedback).toBeVisible();
    await check('feedback dialog');
    await page.keyboard.press('Escape');

    for (const [path, heading] of [
      ['/help', 'help.title'],
      ['/privacy', 'privacy.title'],
      ['/no/such/page', 'notFound.title'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(heading));
      await check(path);
    }
    await page.goto('/help#CustomerSupport');
    await expect(page.getByRole('tab', { name: t('help.tabs.support') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await check('customer support');
    await page.getByRole('tab', { name: t('help.tabs.links') }).click();
    await check('useful links');

    await page.goto('/login/token/DEMO-TOKEN-AINO');
    await expect(page).toHaveURL(/\/front-page$/);
    await expect(page.getByText('Aino Virtanen').first()).toBeVisible();
    await check('front page, signed in');
    await page.getByRole('button', { name: t('topBar.openMenu') }).click();
    await expect(page.getByRole('dialog', { name: t('topBar.menu') })).toBeVisible();
    await check('menu, signed in');

    expect(checked).toHaveLength(14);
  });
}

async function openLoginForm(page: Page, language: LanguageId, phone: boolean) {
  if (!phone) return;
  await page.getByRole('button', { name: translate(language, 'login.title') }).click();
  await expect(
    page.getByRole('dialog', { name: translate(language, 'login.title') }),
  ).toBeVisible();
}
