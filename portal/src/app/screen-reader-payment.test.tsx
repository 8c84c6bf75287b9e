import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../lib/paths';
import { AINO, BANK_FORM_URL } from '../test/fake-portal';
import { removePageSession } from '../test/page-session';
import {
  askedAboutContact,
  focus,
  heardJourneys,
  heardSince,
  inLanguage,
  mark,
  nextHeading,
  prepareScreenReaderPage,
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

/**
 * Where the spoken log of the payment to "received" is kept for reviewers: written by a run
 * with `A11Y_EVIDENCE_FILE` set (`npm test`) or `SCREEN_READER_LOG=1`, never by hand.
 */
const LOG_FILE = join(process.cwd(), 'docs/evidence/screen-reader/payment-received.txt');

/** Amounts are formatted with no-break spaces; compared here with plain ones. */
const plainSpaces = (phrase: string) => phrase.replace(/[\u00a0\u202f]/g, ' ');

/** The bank's return to the portal, for the whole debt. */
function bankReturn(status: 'ok' | 'fail') {
  return sandboxBankReturn(AINO.leftCents, status);
}

beforeEach(() => {
  prepareScreenReaderPage();
});

const heardToTheEnd = heardJourneys(['paymentReceived', 'paymentCancelled']);

afterEach(async () => {
  await stopScreenReader();
  vi.useRealTimers();
  removePageSession(document);
  localStorage.clear();
  sessionStorage.clear();
});

describe('what a screen reader hears when paying', { timeout: 120_000 }, () => {
  it('fi: from the pay button through the bank to "payment received" and what it means', async () => {
    const t = inLanguage('fi');
    signedInBefore();
    const api = askedAboutContact();
    const { posted } = startApp(api, paths.frontPage.getHref());
    const pay = await screen.findByRole('button', {
      name: new RegExp(`^${t('button.payWholeDebt')}`),
    });
    await startScreenReader();
    // Arrival: the page's title, then its heading.
    expect(document.title).toBe(t('app.documentTitle', { page: t('frontPage.title') }));
    expect(await nextHeading()).toBe(`heading, ${t('frontPage.welcome')}, level 1`);

    let from = await mark();
    await press(pay);
    await screen.findByRole('dialog', { name: t('paying.form.title') });
    await settle();
    expect((await heardSince(from)).map(plainSpaces)).toEqual([
      // The pay button names the amount; the dialog its purpose, focus on its heading.
      `button, ${t('button.payWholeDebt')} 325,80 €`,
      `dialog, ${t('paying.form.title')}, ${t('paying.form.intro')}`,
      `heading, ${t('paying.form.title')}, level 2`,
    ]);
    from = await mark();
    await press(await screen.findByRole('radio', { name: 'Nordea' }));
    expect((await heardSince(from)).join(' | ')).toContain('Nordea');
    await press(screen.getByRole('button', { name: t('common.continue') }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.url).toBe(BANK_FORM_URL);
    const before = await spokenLog();
    await stopScreenReader();
    cleanup();

    // Back from the bank: pending once, then the bank's confirmation booked.
    prepareScreenReaderPage();
    // The polls are answered when the test says so, once the clock is the test's: the saga then
    // waits for its next poll on that clock, which the test moves past the 15 seconds; by then
    // the bank's confirmation is booked.
    const polls = holdPendingPolls(api, AINO.debtNr, 'single');
    startApp(api, `${paths.paymentVerify.getHref()}?${bankReturn('ok').toString()}`);
    await screen.findByRole('status');
    await startScreenReader();
    expect(document.title).toBe(t('app.documentTitle', { page: t('paying.verify.title') }));
    await screen.findByRole('dialog', { name: t('paying.pending.title') });
    await settle();
    const pending = await spokenLog();
    expect(pending).toContain(`dialog, ${t('paying.pending.title')}`);
    from = pending.length;

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    polls.answer();
    await vi.waitUntil(() => vi.getTimerCount() > 0, { timeout: 5_000, interval: 0 });
    polls.book();
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    vi.useRealTimers();
    const received = await screen.findByRole('dialog', { name: t('paying.complete.title') });
    await settle();
    const heard = await heardSince(from);
    // The result by the dialog's name, then what it means and what is left.
    expect(heard).toContain(`dialog, ${t('paying.complete.title')}`);
    expect(heard.at(-1)).toBe(`heading, ${t('paying.complete.title')}, level 2`);
    // Read on: what it means, what was paid and what is left.
    const after = (await readOn(18)).map(plainSpaces).join(' | ');
    expect(after).toContain(t('paying.complete.text'));
    // What was paid (the amount the debtor chose) and what is left, each term with its value.
    const termAndValue = (term: string, value: string) =>
      `term | ${term} | end of term | definition | ${value}`;
    expect(after).toContain(termAndValue(t('paying.outcome.paid'), '325,80 €'));
    expect(after).toContain(termAndValue(t('paying.outcome.left'), '0,00 €'));
    expect(received).toBeVisible();
    expect(api.unhandled).toEqual([]);
    await heardToTheEnd('paymentReceived', before.length);

    if (process.env.A11Y_EVIDENCE_FILE || process.env.SCREEN_READER_LOG === '1') {
      mkdirSync(dirname(LOG_FILE), { recursive: true });
      writeFileSync(
        LOG_FILE,
        [
          "# What the virtual screen reader said, paying persona 1's debt in Finnish",
          '# (portal/src/app/screen-reader-payment.test.tsx; written by the test run).',
          '# The front page, the bank selection, the bank chosen, continue:',
          ...before,
          '# Back from the bank: the return page, the payment pending, the confirmation:',
          ...(await spokenLog()),
          '',
        ].join('\n'),
      );
    }
  });

  it('en: a payment cancelled at the bank says so, and that no money was taken', async () => {
    const t = inLanguage('en');
    signedInBefore();
    const api = askedAboutContact();
    startApp(api, `${paths.paymentVerify.getHref()}?${bankReturn('fail').toString()}`, 'en');
    await startScreenReader();
    // Back on the front page, named as it opens, the message is spoken.
    await screen.findByRole('button', { name: new RegExp(`^${t('button.payWholeDebt')}`) });
    await waitFor(async () =>
      expect((await spokenLog()).join(' | ')).toContain(t('payment.canceled')),
    );
    expect(await spokenLog()).toContain(
      `polite: ${t('app.documentTitle', { page: t('frontPage.title') })}`,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // The next step is where it was: the pay button, reached from the page's heading.
    expect(await nextHeading()).toMatch(/^heading, /);
    await focus(screen.getByRole('button', { name: new RegExp(`^${t('button.payWholeDebt')}`) }));
    expect((await spokenLog()).at(-1)).toMatch(new RegExp(`^button, ${t('button.payWholeDebt')}`));
    await heardToTheEnd('paymentCancelled');
  });
});
