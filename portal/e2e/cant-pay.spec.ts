/**
 * "Cannot pay the amount asked?" (the cannot-pay page): a calculator that never sends what the
 * debtor types, a payment plan of the affordable size, and free help when even the plan's
 * smallest instalment does not fit. Read-only: the plan dialog is opened and closed, nothing made.
 * The figures are those of the 2025 protected amounts (features/cant-pay/protected-amount.ts).
 */
import type { Page } from '@playwright/test';
import { localeOf, type LanguageId } from '@portal/translations';
import { expect, logIn, logInStrongly, takeTurns, tr } from './fixtures';

const languages: LanguageId[] = ['fi', 'se', 'en'];
const inTurn = takeTurns(languages);

/**
 * Every request the page makes from now on (but the build's hashed assets), with its body: none
 * may carry what was typed.
 */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/assets/')) return;
    seen.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  return seen;
}

/** Cents as the portal shows them in `language` ("1 274,70 €", "€1,274.70"). */
const moneyIn = (language: LanguageId) => (cents: number) =>
  new Intl.NumberFormat(localeOf[language], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
  }).format(cents / 100);

/** Cents as an amount field shows them ("158,00", "158.00"). */
const fieldValueIn = (language: LanguageId) => (cents: number) =>
  (cents / 100).toFixed(2).replace('.', language === 'en' ? '.' : ',');

const figure = (page: Page, label: string) =>
  page.locator('#cant-pay-result dt', { hasText: label }).locator('+ dd');

/** Presses Tab until the element with `id` has focus (keyboard only, no clicks). */
async function tabTo(page: Page, id: string) {
  for (let i = 0; i < 60; i++) {
    if (await page.evaluate((target) => document.activeElement?.id === target, id)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached #${id}`);
}

for (const language of languages) {
  const test = inTurn(language);
  const t = tr(language);
  const money = moneyIn(language);
  const fieldValue = fieldValueIn(language);

  test('signed out, from help: the calculator works in the browser and sends nothing', async ({
    page,
    checkAccessibility,
  }) => {
    await page.goto(`/lang/${language}`);
    await page.goto('/help');
    await page.getByRole('link', { name: t('cantPay.link') }).click();
    await expect(page).toHaveURL(/\/cant-pay$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('cantPay.title'));
    const requests = recordRequests(page);

    await page.getByLabel(t('cantPay.calculator.income')).fill('2345');
    await page.getByLabel(t('cantPay.calculator.dependants')).fill('1');
    await page.getByLabel(t('cantPay.calculator.housing')).fill('400');
    await page.getByRole('button', { name: t('cantPay.calculator.submit') }).click();

    // 2025, one person supported: 30 × (32,88 + 9,61) = 1 274,70 protected; the income is at
    // most twice that, so two thirds of what is above it: 713,53; after housing 670,30 is left.
    const result = page.getByRole('region', { name: t('cantPay.result.title') });
    await expect(result).toBeFocused();
    await expect(figure(page, t('cantPay.result.protected', { year: 2025 }))).toHaveText(
      money(127470),
    );
    await expect(figure(page, t('cantPay.result.takes'))).toHaveText(money(71353));
    await expect(figure(page, t('cantPay.result.leaves'))).toHaveText(money(163147));
    await expect(figure(page, t('cantPay.result.affordable'))).toHaveText(money(67000));
    await expect(result).toContainText(t('cantPay.result.rule.twoThirds'));
    await expect(result).toContainText(t('cantPay.result.housingText'));
    // Signed out, the plan asks for a login first.
    await expect(page.getByText(t('cantPay.plan.signedOut'))).toBeVisible();
    // The free help: four services, the web pages in a new window.
    const help = page.getByRole('region', { name: t('cantPay.help.title') });
    await expect(help.getByRole('article')).toHaveCount(4);
    await expect(help.getByRole('link', { name: /oikeus\.fi/ })).toHaveAttribute(
      'href',
      'https://www.oikeus.fi/talousjavelkaneuvonta/',
    );
    await checkAccessibility();
    // Nothing typed left the browser.
    for (const typed of ['2345', '234500', '400']) {
      expect(requests.filter((line) => line.includes(typed))).toEqual([]);
    }
  });

  test('at 390 px, from the debt view: a plan of the affordable size opens the plan dialog', async ({
    page,
    checkAccessibility,
  }) => {
    await logIn(page, language, '1000001', '11111111');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/debt/1000001');
    await page.getByRole('link', { name: t('cantPay.link') }).click();
    await expect(page).toHaveURL(/\/cant-pay\?debt=1000001$/);
    const requests = recordRequests(page);

    await page.getByLabel(t('cantPay.calculator.income')).fill('1800');
    await page.getByLabel(t('cantPay.calculator.dependants')).fill('2');
    await page.getByRole('button', { name: t('cantPay.calculator.submit') }).click();
    // 2025, two children: 1 563,00 protected; two thirds of the 237,00 above it.
    await expect(figure(page, t('cantPay.result.affordable'))).toHaveText(money(15800));

    const plan = page.getByRole('region', { name: t('cantPay.plan.title') });
    await expect(plan).toContainText(
      t('cantPay.plan.limits', { min: money(3075), total: money(32580) }),
    );
    await expect(plan).toContainText(t('cantPay.plan.fits', { amount: money(15800) }));
    await checkAccessibility();

    // The plan's smallest instalment was asked for the debt alone: nothing typed went with it.
    expect(requests.filter((line) => /1800|180000|158/.test(line))).toEqual([]);

    const make = page.getByRole('button', { name: t('cantPay.plan.make') });
    await make.click();
    const dialog = page.getByRole('dialog', { name: t('paymentPlan.title') });
    await expect(dialog.getByLabel(t('paymentPlan.amount'))).toHaveValue(fieldValue(15800));
    await expect(dialog).toContainText(t('cantPay.dialog.fits', { amount: money(15800) }));
    await checkAccessibility();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(make).toBeFocused();
    // The plan dialog calculates the plan of that size (its amount is the plan's, not the
    // income's): the income itself never left the browser.
    expect(requests.filter((line) => /1800|180000/.test(line))).toEqual([]);
  });

  test('keyboard only: when even the smallest instalment does not fit, free help comes first', async ({
    page,
    checkAccessibility,
  }) => {
    await logIn(page, language, '1000001', '11111111');
    await page.goto('/cant-pay');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('cantPay.title'));

    await tabTo(page, 'cant-pay-income');
    await page.keyboard.type('1000');
    await tabTo(page, 'cant-pay-dependants');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');
    // 2025, nobody supported: 986,40 protected; two thirds of 13,60 is 9,06, so 9 euros.
    await expect(page.getByRole('region', { name: t('cantPay.result.title') })).toBeFocused();
    await expect(figure(page, t('cantPay.result.affordable'))).toHaveText(money(900));
    const plan = page.getByRole('region', { name: t('cantPay.plan.title') });
    await expect(plan).toContainText(
      t('cantPay.plan.belowMinimum', { affordable: money(900), min: money(3075) }),
    );
    const help = page.getByRole('region', { name: t('cantPay.help.title') });
    await expect(help).toContainText(t('cantPay.help.belowMinimum'));
    await expect(help.getByRole('link', { name: /0800/ })).toHaveAttribute(
      'href',
      'tel:+35880098009',
    );
    await expect(help.getByRole('link', { name: t('footer.privatePhone') })).toHaveAttribute(
      'href',
      'tel:+35830105620',
    );
    await checkAccessibility();

    // The plan still opens, at its smallest instalment, and says why.
    await tabTo(page, 'cant-pay-make-plan');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t('paymentPlan.title') });
    await expect(dialog.getByLabel(t('paymentPlan.amount'))).toHaveValue(fieldValue(3075));
    await expect(dialog).toContainText(
      t('cantPay.dialog.belowMinimum', { affordable: money(900), min: money(3075) }),
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: t('cantPay.plan.make') })).toBeFocused();
  });

  test('from the front page with many debts: the joint plan is offered first', async ({
    page,
    checkAccessibility,
  }) => {
    await logInStrongly(page, language);
    await page.getByRole('link', { name: t('cantPay.link') }).click();
    await expect(page).toHaveURL(/\/cant-pay$/);
    await page.getByLabel(t('cantPay.calculator.income')).fill('1200');
    await page.getByRole('button', { name: t('cantPay.calculator.submit') }).click();
    // Nobody supported: two thirds of the 213,60 above the protected 986,40.
    await expect(figure(page, t('cantPay.result.takes'))).toHaveText(money(14240));
    const joint = page.getByRole('radio', { name: t('cantPay.plan.joint') });
    await expect(joint).toBeChecked();
    const plan = page.getByRole('region', { name: t('cantPay.plan.title') });
    // The joint plan's smallest instalment came from the server (the whole amount asked for).
    await expect(plan).toContainText(t('cantPay.plan.fits', { amount: money(14200) }));
    await checkAccessibility();
    await page.getByRole('button', { name: t('cantPay.plan.make') }).click();
    const dialog = page.getByRole('dialog', { name: t('paymentPlan.title') });
    // A joint plan: every debt that allows a plan is ticked.
    const boxes = dialog.getByRole('checkbox');
    await expect(boxes).toHaveCount(2);
    await expect(dialog.getByLabel(t('paymentPlan.amount'))).toHaveValue(fieldValue(14200));
    for (const box of await boxes.all()) await expect(box).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}
