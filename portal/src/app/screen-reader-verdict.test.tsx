import { screen, waitFor } from '@testing-library/react';
import { virtual } from '@guidepup/virtual-screen-reader';
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { paths } from '../lib/paths';
import { envelope, ok } from '../test/fake-api';
import {
  askedAboutContact,
  focus,
  heardJourneys,
  heardSince,
  inLanguage,
  mark,
  screenReaderPageHooks,
  press,
  readOn,
  settle,
  signedInBefore,
  startApp,
} from '../test/screen-reader-app';
import { startScreenReader } from '../test/screen-reader';

/** The signing service's address the server answers with; the portal goes there. */
const SIGNING_URL = 'https://sign.sandbox.test/task/verdict-1';

screenReaderPageHooks();
const heardToTheEnd = heardJourneys(['courtDecision']);

describe('what a screen reader hears of the court decision', { timeout: 120_000 }, () => {
  it('en: the mandatory dialog by its name and what to do, Escape keeps it, then on to identify', async () => {
    const t = inLanguage('en');
    signedInBefore();
    // Persona 4's situation on persona 1's debt: a decision given two months ago, not yet sent.
    const api = askedAboutContact((data) => {
      const debt = data.debts[0]!;
      debt.isVerdictAvailable = true;
      debt.isVerdictDownloaded = false;
      debt.verdictDate = dayjs().subtract(2, 'month').format('YYYY-MM-DD');
    });
    api.on('post', '/api/judgement/sign', () => ok(envelope(SIGNING_URL)));
    await startScreenReader();
    const from = await mark();
    const { redirected } = startApp(api, paths.frontPage.getHref(), 'en');
    const dialog = await screen.findByRole('dialog', { name: t('verdict.mandatoryTitle') });
    await settle();
    // (A live region emptied is logged as "polite: " by the virtual reader; a real one says nothing.)
    const heard = (await heardSince(from)).filter((phrase) => phrase !== 'polite: ');
    // Heard at once: the dialog by its name, focus on its heading.
    expect(heard).toContain(`dialog, ${t('verdict.mandatoryTitle')}`);
    expect(heard.at(-1)).toBe(`heading, ${t('verdict.mandatoryTitle')}, level 2`);
    // Read on: why it blocks the service and what to do.
    expect((await readOn(3)).join(' | ')).toContain(t('verdict.mandatoryText'));

    // No way round it: Escape leaves the dialog where it is.
    await virtual.press('Escape');
    await settle();
    expect(screen.getByRole('dialog', { name: t('verdict.mandatoryTitle') })).toBe(dialog);

    // The next step: the e-mail address confirmed, then on to identification.
    const email = screen.getByRole('textbox', { name: t('verdict.email') });
    expect(email).toHaveValue('aino.virtanen@example.fi');
    await focus(screen.getByRole('textbox', { name: t('verdict.repeat') }));
    await virtual.type('aino.virtanen@example.fi');
    const proceed = screen.getByRole('button', { name: t('verdict.proceed') });
    const before = await mark();
    await press(proceed);
    expect((await heardSince(before))[0]).toBe(`button, ${t('verdict.proceed')}`);
    await waitFor(() => expect(redirected).toEqual([SIGNING_URL]));
    expect(api.callsTo('post', '/api/judgement/sign')).toHaveLength(1);
    expect(api.unhandled).toEqual([]);
    await heardToTheEnd('courtDecision');
  });
});
