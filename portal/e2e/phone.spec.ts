import type { Page } from '@playwright/test';
import { expect, test, tr } from './fixtures';
import { expectNothingWider, logInOnPhone } from './phone';

/**
 * Phone first at 390 × 844: the pay button inside the first screen, the main
 * navigation in the drawer, nothing wider than the screen in the dialogs, and multi-step dialogs
 * that open each step at its top with focus on its heading. Read-only: nothing is confirmed.
 */
test.use({ viewport: { width: 390, height: 844 } });

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

/**
 * The pay block says its due date in words, counted from today in Helsinki. The demo data is
 * seeded "in N days" when the server starts, so a run that crosses midnight sees one day less:
 * the words must match the date shown, which is N or N - 1 days away.
 */
async function expectDueWords(
  page: Page,
  t: (key: string, values?: Record<string, string | number>) => string,
  seededDays: number,
) {
  const block = page.locator('[data-pay-block]');
  const [, day, month, year] = /(\d{2})\.(\d{2})\.(\d{4})/.exec(await block.innerText()) ?? [];
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(
    new Date(),
  );
  const days = Math.round(
    (Date.UTC(Number(year), Number(month) - 1, Number(day)) - Date.parse(`${today}T00:00:00Z`)) /
      86_400_000,
  );
  expect([seededDays - 1, seededDays]).toContain(days);
  const words =
    days === 0
      ? t('payBlock.due.today')
      : days === 1
        ? t('payBlock.due.tomorrow')
        : t('payBlock.due.inDays_other', { count: days });
  await expect(block).toContainText(words);
}

test('persona 1 on a phone: pay first, the drawer navigates, the bills fit the screen', async ({
  page,
  checkAccessibility,
}) => {
  const t = tr('fi');
  await logInOnPhone(page, 'fi', '1000001', '11111111');
  await expectPayButtonInFirstScreen(page, t('button.payWholeDebt'));
  await expectDueWords(page, t, 10);
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
  // The dialog's code loads on the first open; focus still returns to the button that opened it.
  await expect(page.getByRole('button', { name: t('bills.caption') })).toBeFocused();

  // The bank form from the pay block: the bank grid fits the screen.
  // The pay button names the amount it pays; the due-date link beside it does not.
  await page
    .locator('[data-pay-block]')
    .getByRole('button', { name: /\d,\d{2}\s€$/ })
    .click();
  const bank = page.getByRole('dialog', { name: t('paying.form.title') });
  await expect(bank.getByRole('radio').first()).toBeVisible();
  await expectNothingWider(bank);
});

test('persona 2 on a phone: the five open debts as compact cards, each with its state, amount and button', async ({
  page,
  checkAccessibility,
}) => {
  // A strong login, five cards checked one by one and an axe run.
  test.slow();
  const t = tr('fi');
  // A strong login (all seven debts) from the phone's login dialog.
  await page.goto('/lang/fi');
  await page.getByRole('button', { name: t('cookie.acceptAll') }).click();
  await page.getByRole('button', { name: t('login.openDialog') }).click();
  await page.getByRole('tab', { name: t('login.strongTab') }).click();
  await page.getByRole('button', { name: t('login.strongSubmit') }).click();
  await expect(page).toHaveURL(/\/sandbox\/idp\//);
  await page.getByLabel('Testihenkilö').selectOption('010190-923E');
  await page.getByRole('button', { name: 'Tunnistaudu', exact: true }).click();
  await expect(page).toHaveURL(/\/front-page$/);

  const list = page.getByRole('list', { name: t('frontPage.debtList') });
  const cards = list.locator('article[data-order-nr]');
  await expect(cards).toHaveCount(5);
  // spec 2's buttons (colour and words), the state label and the amounts stay on each card.
  const expected: [orderNr: string, state: number, button: string | null][] = [
    ['2000003', 5, t('button.payQuickly')],
    ['2000002', 4, t('button.payNow')],
    ['2000001', 2, t('button.payQuickly')],
    ['2000004', 1, t('button.payWholeDebt')],
    ['2000007', 6, null],
  ];
  for (const [orderNr, state, button] of expected) {
    const card = list.locator(`article[data-order-nr="${orderNr}"]`);
    await expect(card).toHaveAttribute('data-compact-on-phone', '');
    // The button says what it does and names the amount it pays ("Maksa 1 555,70 €").
    if (button) await expect(card.getByRole('button')).toHaveText(new RegExp(`^${button} \\d`));
    else await expect(card.getByRole('button')).toHaveCount(0);
    await expect(card.getByText(t(`debtState.${state}`), { exact: true })).toBeVisible();
    // The amount left is shown once, beside the wheel (the wheel's own copy is for 600 px up).
    const amountLeft = card
      .getByText(t('debtCard.amountLeft'), { exact: true })
      .filter({ visible: true });
    await expect(amountLeft).toHaveCount(1);
    await expect(amountLeft.locator('xpath=..')).toContainText(/\d,\d{2}\s€$/);
    await expect(card.getByRole('term').filter({ hasText: t('debtCard.dueDate') })).toBeVisible();
    await expect(
      card.getByRole('term').filter({ hasText: t('debtCard.paidOfTotal') }),
    ).toBeVisible();
    // Compact: a small wheel beside the amount, and the card about half a phone screen or less.
    const wheel = (await card.getByRole('progressbar').boundingBox())!;
    expect(Math.round(wheel.width)).toBe(64);
    expect((await amountLeft.boundingBox())!.x).toBeGreaterThan(wheel.x + wheel.width);
    const box = (await card.boundingBox())!;
    expect(box.height, `card ${orderNr} height`).toBeLessThanOrEqual(320);
  }
  // Scannable: the five cards together fit in about two phone screens (the full cards took five).
  const first = (await cards.first().boundingBox())!;
  const last = (await cards.last().boundingBox())!;
  expect(last.y + last.height - first.y).toBeLessThanOrEqual(2 * 844);
  await expectNothingWider(list);
  await checkAccessibility();

  // From 600 px the full cards: the 200 px wheel with the amount inside it.
  await page.setViewportSize({ width: 960, height: 900 });
  const wheel = (await cards.first().getByRole('progressbar').boundingBox())!;
  expect(Math.round(wheel.width)).toBe(200);
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
  await expectDueWords(page, t, 1);
  await expect(page.locator('[data-pay-block]')).toContainText(t('payBlock.title.plan'));
  await checkAccessibility();
});

test('persona 7 on a phone: a refused due date is summarised above the form with the allowed range', async ({
  page,
  checkAccessibility,
}) => {
  const t = tr('fi');
  await logInOnPhone(page, 'fi', '7000001', '77777777');
  await page.getByRole('button', { name: t('debtActions.label') }).click();
  await page.getByRole('menuitem', { name: t('debtActions.transferDueDate') }).click();
  const dialog = page.getByRole('dialog', { name: t('dueDate.title') });
  // The dialog opens with focus on its heading, not on Close: a screen reader says what the
  // dialog is first, and a stray tap on Enter does not dismiss it.
  await expect(dialog.getByRole('heading', { name: t('dueDate.title') })).toBeFocused();
  const field = dialog.getByRole('textbox', { name: t('datePicker.label') });
  await field.fill('01.01.2020');
  await field.press('Tab');
  await dialog.getByRole('button', { name: t('dueDate.confirm') }).click();

  // One error pattern: the summary takes focus and links to the field; the message names the
  // allowed dates as DD.MM.YYYY, the same words inline.
  const summary = dialog.getByRole('region', { name: t('errorSummary.title') });
  await expect(summary).toBeFocused();
  const range = t('dueDate.range', { min: '§', max: '§' }).split('§');
  const message = new RegExp(
    `^${range[0]}\\d{2}\\.\\d{2}\\.\\d{4}${range[1]}\\d{2}\\.\\d{2}\\.\\d{4}${range[2]!.replace('.', '\\.')}$`,
  );
  const link = summary.getByRole('link', { name: message });
  await expect(link).toBeVisible();
  await expect(dialog.getByText(message)).toHaveCount(2);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNothingWider(dialog);
  await checkAccessibility();
  await link.click();
  await expect(field).toBeFocused();
  await expect(dialog).toBeVisible();
});

test('persona 4 on a phone: nothing is drawn over the court decision, and an empty repeat asks for the address again', async ({
  page,
  checkAccessibility,
}) => {
  const t = tr('en');
  await logInOnPhone(page, 'en', '4000001', '44444444');
  const dialog = page.getByRole('dialog', { name: t('verdict.mandatoryTitle') });
  await expect(dialog.getByRole('heading', { name: t('verdict.mandatoryTitle') })).toBeFocused();
  // This month's decision notice waits until the dialog has closed.
  await expect(
    page.getByText(t('verdict.notice', { count: 1, cases: '4000001' }), { exact: true }),
  ).toHaveCount(0);

  await dialog.getByRole('button', { name: t('verdict.proceed') }).click();
  const summary = dialog.getByRole('region', { name: t('errorSummary.title') });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([t('validation.email.repeatRequired')]);
  await expect(dialog.getByText(t('validation.email.sameAs'))).toHaveCount(0);
  await expectNothingWider(dialog);
  await checkAccessibility();
  await dialog.getByRole('button', { name: t('verdict.logout') }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('persona 10 on a phone: a case with nothing left to pay is said in place of the login form', async ({
  page,
  checkAccessibility,
}) => {
  const t = tr('se');
  await page.goto('/lang/se');
  await page.getByRole('button', { name: t('cookie.acceptAll') }).click();
  await page.getByRole('button', { name: t('login.openDialog') }).click();
  const caseNumber = page.getByRole('textbox', { name: t('login.caseNumber') });
  await caseNumber.fill('1000002');
  await page.getByLabel(new RegExp(`^${t('login.onlineId')}`)).fill('11111112');
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();

  const news = page.getByRole('heading', { name: t('login.allPaid') });
  await expect(news).toBeVisible();
  await expect(page.getByText(t('error.login.4'))).toBeVisible();
  // Not a notice among the form's fields: the form is gone, and no alert is raised.
  await expect(caseNumber).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await checkAccessibility();
  await page.getByRole('button', { name: t('login.otherDetails') }).click();
  await expect(caseNumber).toBeVisible();
});

test('a tap on “Kirjaudu sisään” while the page still waits for its script opens the login when it runs', async ({
  context,
}) => {
  const t = tr('fi');
  // A page of its own: the fixture's page waits for the portal's script on each navigation.
  const page = await context.newPage();
  let release: () => void = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.fallback();
  });
  // Not until DOMContentLoaded: that waits for the module script held here.
  await page.goto('/', { waitUntil: 'commit' });
  const login = page.getByRole('dialog', { name: t('login.title') });
  await page.getByRole('button', { name: t('login.openDialog') }).click();
  await expect(login).toHaveCount(0);

  release();
  await expect(login).toBeVisible();
  await expect(page.locator('html[data-portal-start]')).toHaveCount(1);
  await expect(login.getByRole('textbox', { name: t('login.caseNumber') })).toBeVisible();
});
