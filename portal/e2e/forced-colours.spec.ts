import { mkdirSync } from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, logIn, test, tr } from './fixtures';

/**
 * Forced colours (Windows High Contrast and the like): the browser replaces the page's colours
 * with a few system colours and drops box shadows and background images. What carries meaning
 * only through a colour or a shadow is then lost. Each journey emulates `forced-colors: active`
 * and compares the computed styles of what must stay visible (a focus ring, the progress
 * wheel's paid arc, a chart's lines, the selected tab) with what surrounds it; the screen is kept
 * as `test-results/forced-colours/<name>.png` for a person to look at.
 */

const SHOTS = new URL('../../test-results/forced-colours/', import.meta.url).pathname;

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
});

async function keep(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const path = `${SHOTS}${name}.png`;
  await page.screenshot({ path, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The page's background in forced colours (the system's Canvas). */
const canvas = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** A colour that shows: not transparent. */
const shows = (colour: string) =>
  colour !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(colour) && colour !== 'none';

async function styles(element: Locator, names: string[]) {
  return element.evaluate(
    (el, props) =>
      Object.fromEntries(
        props.map((name) => [name, getComputedStyle(el).getPropertyValue(name)]),
      ) as Record<string, string>,
    names,
  );
}

test('forced colours: the focus ring stays visible on a link and a button', async ({
  page,
}, testInfo) => {
  const t = tr('fi');
  await logIn(page, 'fi', '1000001', '11111111');
  const background = await canvas(page);
  const payButton = page.locator('[data-pay-block]').getByRole('button').first();
  // Keyboard focus, as a keyboard user has it: the ring of :focus-visible.
  for (const target of [page.getByRole('link', { name: t('nav.help') }).first(), payButton]) {
    await page.keyboard.press('Shift');
    await target.focus();
    await expect(target).toBeFocused();
    const ring = await styles(target, ['outline-style', 'outline-width', 'outline-color']);
    // The shadow ring is dropped in forced colours; the outline (transparent until then) is what
    // is left, and the browser gives it a system colour.
    expect(ring['outline-style'], 'focus outline').not.toBe('none');
    expect(parseFloat(ring['outline-width']!), 'focus outline width').toBeGreaterThanOrEqual(2);
    expect(shows(ring['outline-color']!), 'focus outline colour shows').toBe(true);
    expect(ring['outline-color'], 'focus outline against the page').not.toBe(background);
  }
  await keep(page, testInfo, 'focus-ring');
});

test('forced colours: the progress wheel shows how much is paid', async ({ page }, testInfo) => {
  await logIn(page, 'fi', '1000001', '11111111');
  const wheel = page.getByRole('progressbar').first();
  await expect(wheel).toBeVisible();
  const background = await canvas(page);
  const circles = wheel.locator('circle');
  await expect(circles).not.toHaveCount(0);
  const strokes = await circles.evaluateAll((all) =>
    all.map((circle) => ({ stroke: getComputedStyle(circle).stroke })),
  );
  // The paid arc and the unpaid track must be told apart, and both from the page.
  const colours = new Set(strokes.map(({ stroke }) => stroke));
  expect(colours.size, `wheel strokes ${JSON.stringify(strokes)}`).toBeGreaterThanOrEqual(2);
  for (const { stroke } of strokes) {
    expect(shows(stroke), 'a wheel stroke shows').toBe(true);
    expect(stroke, 'a wheel stroke against the page').not.toBe(background);
  }
  await wheel.scrollIntoViewIfNeeded();
  await keep(page, testInfo, 'progress-wheel');
});

test('forced colours: the selected tab is marked by more than its colour', async ({
  page,
}, testInfo) => {
  await logIn(page, 'fi', '1000001', '11111111');
  await page.goto('/debt/1000001');
  const selected = page.getByRole('tab', { selected: true }).first();
  const other = page.getByRole('tab', { selected: false }).first();
  await expect(selected).toBeVisible();
  await expect(other).toBeVisible();
  const marks = [
    'border-bottom-style',
    'border-bottom-width',
    'border-bottom-color',
    'text-decoration-line',
    'outline-style',
    'background-color',
  ];
  const [on, off] = [await styles(selected, marks), await styles(other, marks)];
  // In forced colours both texts get the same system colour: the selected one must differ in
  // something the browser keeps (here: its underline), or the selection is invisible.
  expect(on, 'the selected tab looks like the others').not.toEqual(off);
  expect(shows(on['border-bottom-color']!) && on['border-bottom-style'] !== 'none').toBe(true);
  expect(on['border-bottom-color'], 'the selected mark against the page').not.toBe(
    await canvas(page),
  );
  await keep(page, testInfo, 'selected-tab');
});

test('forced colours: the plan chart draws its lines', async ({ page }, testInfo) => {
  const t = tr('fi');
  await logIn(page, 'fi', '1000001', '11111111');
  await page.getByRole('button', { name: t('button.createPaymentPlan') }).click();
  const dialog = page.getByRole('dialog', { name: t('paymentPlan.title') });
  const lines = dialog.locator('[data-line]');
  // The chart comes with the plan's first proposal, once calculated.
  await expect(lines.first()).toBeVisible({ timeout: 15_000 });
  const background = await dialog.evaluate((el) => getComputedStyle(el).backgroundColor);
  const strokes = await lines.evaluateAll((all) =>
    all.map((line) => {
      const style = getComputedStyle(line);
      return { stroke: style.stroke, width: parseFloat(style.strokeWidth) };
    }),
  );
  for (const { stroke, width } of strokes) {
    expect(shows(stroke), `a chart line shows (${stroke})`).toBe(true);
    expect(stroke, 'a chart line against the dialog').not.toBe(background);
    expect(width).toBeGreaterThan(0);
  }
  await lines.first().scrollIntoViewIfNeeded();
  await keep(page, testInfo, 'plan-chart');
});
