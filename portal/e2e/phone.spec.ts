import type { Locator, Page } from '@playwright/test';
import type { LanguageId } from '@portal/translations';
import { expect, test, tr } from './fixtures';

/**
 * Phone first (issue 32) at 390 × 844: the pay button inside the first screen, the main
 * navigation in the drawer, nothing wider than the screen in the dialogs, and multi-step dialogs
 * that open each step at its top with focus on its heading. Read-only: nothing is confirmed.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** A case-number login on a phone, where the login form opens in a full-screen dialog. */
async function logInOnPhone(page: Page, language: LanguageId, caseNumber: string, id: string) {
  const t = tr(language);
  await page.goto(`/lang/${language}`);
  await page.getByRole('button', { name: t('cookie.acceptAll') }).click();
  await page.getByRole('button', { name: t('login.openDialog') }).click();
  await page.getByRole('textbox', { name: t('login.caseNumber') }).fill(caseNumber);
  await page.getByLabel(new RegExp(`^${t('login.onlineId')}`)).fill(id);
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/front-page$/);
}

/** The pay block's button ends inside the first 844 px and spans the block. */
async function expectPayButtonInFirstScreen(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const block = page.locator('[data-pay-block]');
  const button = block.getByRole('button', { name });
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  const blockBox = (await block.boundingBox())!;
  expect(box.y + box.height, 'pay button within the first screen').toBeLessThanOrEqual(844);
  expect(box.width, 'pay button full width').toBeGreaterThan(blockBox.width * 0.8);
}

/** No element of the open dialog reaches past the right edge of the 390 px screen. */
async function expectNothingWider(dialog: Locator) {
  const overflow = await dialog.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().width > 0)
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`),
  );
  expect(overflow, 'elements wider than the screen').toEqual([]);
}

test('persona 1 on a phone: pay first, the drawer navigates, the bills fit the screen', async ({
  page,
  checkAccessibility,
}) => {
  const t = tr('fi');
  await logInOnPhone(page, 'fi', '1000001', '11111111');
  await expectPayButtonInFirstScreen(page, t('button.payWholeDebt'));
  await expect(page.locator('[data-pay-block]')).toContainText(
    t('payBlock.due.inDays_other', { count: 10 }),
  );
  await checkAccessibility();

  // The drawer: the main navigation and my details first (the top bar hides them below 960 px).
  await page.getByRole('button', { name: t('topBar.openMenu') }).click();
  const drawer = page.getByRole('dialog', { name: t('topBar.menu') });
  const nav = drawer.getByRole('navigation', { name: t('topBar.navigation') });
  await expect(nav.getByRole('link')).toHaveText([
    t('nav.frontPage'),
    t('nav.help'),
    t('topBar.profile'),
  ]);
  await expect(nav.getByRole('link', { name: t('nav.frontPage') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await checkAccessibility();
  await nav.getByRole('link', { name: t('nav.help') }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(drawer).toHaveCount(0);

  // The debt page: the same pay block first; the bills as cards inside the screen.
  await page.goto('/debt/1000001');
  await expectPayButtonInFirstScreen(page, t('button.payWholeDebt'));
  await page.getByRole('tab', { name: t('debt.tabs.info') }).click();
  await page.getByRole('button', { name: t('bills.caption') }).click();
  const bills = page.getByRole('dialog', { name: t('bills.caption') });
  await expect(bills.getByRole('list', { name: t('bills.caption') })).toBeVisible();
  await expectNothingWider(bills);
  await checkAccessibility();
  await page.keyboard.press('Escape');

  // The bank form from the pay block: the bank grid fits the screen.
  await page.locator('[data-pay-block]').getByRole('button').click();
  const bank = page.getByRole('dialog', { name: t('paying.form.title') });
  await expect(bank.getByRole('radio').first()).toBeVisible();
  await expectNothingWider(bank);
});

test('the plan dialog on a phone opens each step at its top with focus on its heading', async ({
  page,
  checkAccessibility,
}) => {
  const t = tr('se');
  await logInOnPhone(page, 'se', '1000001', '11111111');
  await page.getByRole('button', { name: t('button.createPaymentPlan') }).click();
  const dialog = page.getByRole('dialog', { name: t('paymentPlan.title') });
  await expect(
    dialog.getByRole('navigation', { name: t('paymentPlan.steps.label') }),
  ).toBeVisible();
  await expect(dialog.getByRole('heading', { name: t('paymentPlan.steps.build') })).toBeFocused();
  const next = dialog.getByRole('button', { name: t('common.continue') });
  await expect(next).toBeEnabled();
  await expectNothingWider(dialog);
  // The footer's button is in reach without scrolling.
  const box = (await next.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  // Scrolled to the bottom of the first step, the review still opens at its top.
  await dialog.locator('[data-step]').evaluate((heading) => {
    heading.parentElement!.scrollTop = heading.parentElement!.scrollHeight;
  });
  await next.click();
  const review = dialog.getByRole('heading', { name: t('paymentPlan.steps.review') });
  await expect(review).toBeFocused();
  expect(await review.evaluate((heading) => heading.parentElement!.scrollTop)).toBe(0);
  await expect(dialog.locator('[data-plan-emphasis]')).toBeInViewport();
  await expect(dialog.getByRole('list', { name: t('installments.caption') })).toBeAttached();
  await expectNothingWider(dialog);
  await checkAccessibility();
});

test('persona 7 on a phone: the plan installment due tomorrow, said in words', async ({
  page,
  checkAccessibility,
}) => {
  const t = tr('en');
  await logInOnPhone(page, 'en', '7000001', '77777777');
  await expectPayButtonInFirstScreen(page, t('button.payQuickly'));
  await expect(page.locator('[data-pay-block]')).toContainText(t('payBlock.due.tomorrow'));
  await expect(page.locator('[data-pay-block]')).toContainText(t('payBlock.title.plan'));
  await checkAccessibility();
});
