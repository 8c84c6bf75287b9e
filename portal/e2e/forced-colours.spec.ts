import { mkdirSync } from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, logIn, test, tr } from './fixtures';

/**
 * Forced colours (Windows High Contrast and the like): the browser replaces the page's colours
 * with a few system colours and drops box shadows and background images. What carries meaning
 * only through a colour or a shadow is then lost. Each journey emulates `forced-colors: active`
 * and compares the computed styles of what must stay visible (a focus ring, the progress
 * wheel's paid arc, a chart's lines, the selected tab) with what surrounds it; the screen is kept
 * as `test-results/forced-colours/<name>.png` for a person to look at. Each check runs in a light
 * and a dark scheme: Windows offers dark contrast themes too (Night sky, Aquatic), and a colour
 * that only differs from a white Canvas vanishes on a black one.
 */

const SHOTS = new URL('../../test-results/forced-colours/', import.meta.url).pathname;

test.use({ viewport: { width: 1280, height: 900 } });

const SCHEMES = ['light', 'dark'] as const;

async function keep(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const path = `${SHOTS}${name}.png`;
  await page.screenshot({ path, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The page's background in forced colours (the system's Canvas). */
const canvas = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The relative luminance of an `rgb()` colour (WCAG 2.2's definition). */
function luminance(colour: string) {
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((value) => {
    const c = Number(value) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Whether a colour is nearer black than white: the scheme really is dark. */
const isDark = (colour: string) => luminance(colour) < 0.18;

/**
 * The contrast ratio of two colours; a mark that carries meaning needs 3:1 against what is
 * around it (WCAG 1.4.11), not merely another colour.
 */
function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

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

for (const scheme of SCHEMES) {
  test.describe(`${scheme} scheme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ forcedColors: 'active', colorScheme: scheme });
    });

    test('forced colours: the focus ring stays visible on a link and a button', async ({
      page,
    }, testInfo) => {
      const t = tr('fi');
      await logIn(page, 'fi', '1000001', '11111111');
      const background = await canvas(page);
      // The emulated scheme reached the system colours: a black Canvas in the dark one.
      expect(isDark(background), `Canvas ${background}`).toBe(scheme === 'dark');
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
        expect(
          contrast(ring['outline-color']!, background),
          `focus outline ${ring['outline-color']} against the page ${background}`,
        ).toBeGreaterThanOrEqual(3);
      }
      await keep(page, testInfo, `focus-ring-${scheme}`);
    });

    test('forced colours: the progress wheel shows how much is paid', async ({
      page,
    }, testInfo) => {
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
        expect(
          contrast(stroke, background),
          `a wheel stroke ${stroke} against the page ${background}`,
        ).toBeGreaterThanOrEqual(3);
      }
      await wheel.scrollIntoViewIfNeeded();
      await keep(page, testInfo, `progress-wheel-${scheme}`);
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
      const backdrop = await canvas(page);
      expect(
        contrast(on['border-bottom-color']!, backdrop),
        `the selected mark ${on['border-bottom-color']} against the page ${backdrop}`,
      ).toBeGreaterThanOrEqual(3);
      await keep(page, testInfo, `selected-tab-${scheme}`);
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
        expect(
          contrast(stroke, background),
          `a chart line ${stroke} against the dialog ${background}`,
        ).toBeGreaterThanOrEqual(3);
        expect(width).toBeGreaterThan(0);
      }
      await lines.first().scrollIntoViewIfNeeded();
      await keep(page, testInfo, `plan-chart-${scheme}`);
    });
  });
}
