import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import {
  askedAboutContact,
  focus,
  heardSince,
  inLanguage,
  mark,
  screenReaderPageHooks,
  press,
  readOn,
  signedInBefore,
  startApp,
} from '../test/screen-reader-app';
import { startScreenReader } from '../test/screen-reader';

screenReaderPageHooks();

describe('what a screen reader hears when making a plan', { timeout: 120_000 }, () => {
  it('sv: the plan through its review to "set up", what to do next, and the plan shown', async () => {
    const t = inLanguage('se');
    signedInBefore();
    const api = askedAboutContact();
    startApp(api, paths.frontPage.getHref(), 'se');
    const create = await screen.findByRole('button', { name: t('button.createPaymentPlan') });
    await startScreenReader();
    let from = await mark();
    await press(create);
    await screen.findByRole('dialog', { name: t('paymentPlan.title') });
    const next = await screen.findByRole('button', { name: t('common.continue') });
    await waitFor(() => expect(next).toBeEnabled());
    expect(await heardSince(from)).toEqual([
      `button, ${t('button.createPaymentPlan')}`,
      `dialog, ${t('paymentPlan.title')}`,
      `heading, ${t('paymentPlan.steps.build')}, level 3`,
      `polite: ${t('paymentPlan.calculating')}`,
    ]);

    // The review, by its heading.
    from = await mark();
    await press(next);
    const confirm = await screen.findByRole('button', { name: t('paymentPlan.review.confirm') });
    const review = await heardSince(from);
    expect(review.at(-1)).toBe(`heading, ${t('paymentPlan.steps.review')}, level 3`);
    // The button that confirms it says what confirming commits the debtor to (its description).
    await focus(confirm);
    expect(confirm).toHaveAccessibleDescription(t('paymentPlan.review.commitment'));

    // Confirmed: the result by its heading at once, then what to do next.
    from = await mark();
    await press(confirm);
    await screen.findByText(t('paymentPlan.done.title'));
    await waitFor(async () =>
      expect((await heardSince(from)).at(-1)).toBe(
        `heading, ${t('paymentPlan.done.title')}, level 3`,
      ),
    );
    expect((await readOn(4)).join(' | ')).toContain(t('paymentPlan.done.text'));
    expect(api.callsTo('post', '/api/paymentPlan/create')).toHaveLength(1);

    // "Show the plan" closes the dialog on the plan.
    from = await mark();
    await press(screen.getByRole('button', { name: t('paymentPlan.done.show') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.unhandled).toEqual([]);
    expect(await heardSince(from)).toContain(`button, ${t('paymentPlan.done.show')}`);
  });
});
