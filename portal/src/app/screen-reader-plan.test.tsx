import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import dayjs from 'dayjs';
import { cents, centsToEuros, type Schemas } from '@portal/openapi';
import { paths } from '../lib/paths';
import { envelope, ok } from '../test/fake-api';
import { AINO, BANK_FORM_URL } from '../test/fake-portal';
import { plan } from '../test/debtor-fixtures';
import {
  askedAboutContact,
  focus,
  heardJourneys,
  heardSince,
  inLanguage,
  mark,
  prepareScreenReaderPage,
  screenReaderPageHooks,
  press,
  readOn,
  settle,
  signedInBefore,
  holdPendingPolls,
  sandboxBankReturn,
  startApp,
} from '../test/screen-reader-app';
import { spokenLog, startScreenReader, stopScreenReader } from '../test/screen-reader';

/** The portal's pending poll (paying/sagas.ts): the fake clock moves past it. */
const POLL_MS = 15_000;
const NEW_PLAN = 21;
const FIRST_CENTS = cents(5_000);

/**
 * Persona 11's plan as the server answers once it is made: over persona 1's debt, waiting for its
 * first instalment until `inForce` (the bank's confirmation booked).
 */
function newPlan(inForce: boolean): Schemas['PaymentPlan'] {
  const first = {
    sequence: 1,
    eur: centsToEuros(FIRST_CENTS),
    duedate: dayjs().format('YYYY-MM-DD'),
  };
  return {
    ...plan({ nr: NEW_PLAN, debts: [{ nr: AINO.debtNr }], awaitingFirstPayment: !inForce }),
    nextInstallment: first,
  } as unknown as Schemas['PaymentPlan'];
}

/** The bank's return to the portal with the first instalment paid. */
const bankReturn = sandboxBankReturn(FIRST_CENTS);

screenReaderPageHooks();
const heardToTheEnd = heardJourneys(['planReviewed', 'planInForce']);

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
    await heardToTheEnd('planReviewed');
  });

  it('sv: a plan paid first at once, through the bank to "in force" and what to do next', async () => {
    const t = inLanguage('se');
    signedInBefore();
    // Persona 11's situation on persona 1's debt: banditRating 3, the first instalment at once.
    let data: Schemas['DebtorData'] | null = null;
    const api = askedAboutContact((d) => {
      d.debts[0]!.banditRating = 3;
      data = d;
    }).on('post', '/api/paymentPlan/create', () => {
      data!.paymentPlans = [newPlan(false)];
      data!.debts[0]!.paymentPlan = newPlan(false);
      return ok(envelope(true));
    });
    const { posted } = startApp(api, paths.frontPage.getHref(), 'se');
    const create = await screen.findByRole('button', { name: t('button.createPaymentPlan') });
    await startScreenReader();
    await press(create);
    await screen.findByRole('dialog', { name: t('paymentPlan.title') });
    const next = await screen.findByRole('button', { name: t('common.continue') });
    await waitFor(() => expect(next).toBeEnabled());
    await press(next);
    // The review's button says the first instalment is paid at once, and how much.
    const [confirmAndPay] = t('paymentPlan.review.confirmAndPay', { amount: '|' }).split('|');
    const confirm = await screen.findByRole('button', { name: new RegExp(`^${confirmAndPay}`) });

    // Confirmed: the plan is made, and in force only once the first instalment is paid.
    let from = await mark();
    await press(confirm);
    const pay = await screen.findByRole('button', { name: t('paymentPlan.firstPayment.pay') });
    await waitFor(async () =>
      expect((await heardSince(from)).at(-1)).toBe(
        `heading, ${t('paymentPlan.firstPayment.title')}, level 3`,
      ),
    );
    expect((await readOn(4)).join(' | ')).toContain(t('paymentPlan.firstPayment.text'));

    // The next step: the first instalment, at the bank.
    from = await mark();
    await press(pay);
    await screen.findByRole('dialog', { name: t('paying.form.title') });
    await settle();
    expect(await heardSince(from)).toContain(`heading, ${t('paying.form.title')}, level 2`);
    await press(await screen.findByRole('radio', { name: 'Nordea' }));
    await press(screen.getByRole('button', { name: t('common.continue') }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.url).toBe(BANK_FORM_URL);
    expect(api.callsTo('post', '/api/payments/getPaymentFormData')[0]?.body).toMatchObject({
      PaymentItem: { paymentType: 'installment', msnr: NEW_PLAN },
    });
    const beforeBank = await mark();
    await stopScreenReader();
    cleanup();

    // Back from the bank: pending, then the bank's confirmation booked and the plan in force.
    prepareScreenReaderPage();
    const polls = holdPendingPolls(api, AINO.debtNr, 'installment');
    startApp(api, `${paths.paymentVerify.getHref()}?${bankReturn.toString()}`, 'se');
    await screen.findByRole('status');
    await startScreenReader();
    await screen.findByRole('dialog', { name: t('paying.pending.title') });
    await settle();
    from = (await spokenLog()).length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    polls.answer();
    await vi.waitUntil(() => vi.getTimerCount() > 0, { timeout: 5_000, interval: 0 });
    polls.book();
    data!.paymentPlans = [newPlan(true)];
    data!.debts[0]!.paymentPlan = newPlan(true);
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    vi.useRealTimers();
    const received = await screen.findByRole('dialog', { name: t('paying.complete.title') });
    await settle();
    // The result by the dialog's name, then, read on: the plan in force and the next step.
    const heard = await heardSince(from);
    expect(heard).toContain(`dialog, ${t('paying.complete.title')}`);
    expect(heard.at(-1)).toBe(`heading, ${t('paying.complete.title')}, level 2`);
    // Read on: what it means, what was paid and what is left, then the plan in force.
    const after = (await readOn(20)).join(' | ');
    expect(after).toContain(t('paying.complete.text'));
    expect(after).toContain(t('paying.outcome.planInForce'));
    expect(received).toBeVisible();
    expect(api.unhandled).toEqual([]);
    await heardToTheEnd('planInForce', beforeBank);
  });
});
