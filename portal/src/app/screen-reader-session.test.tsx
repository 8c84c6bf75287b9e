import { act, screen, waitFor } from '@testing-library/react';
import { virtual } from '@guidepup/virtual-screen-reader';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../lib/paths';
import { ok } from '../test/fake-api';
import { AINO } from '../test/fake-portal';
import { removePageSession } from '../test/page-session';
import {
  askedAboutContact,
  heardJourneys,
  heardSince,
  inLanguage,
  mark,
  prepareScreenReaderPage,
  signedInBefore,
  startApp,
} from '../test/screen-reader-app';
import { startScreenReader, stopScreenReader } from '../test/screen-reader';

const MINUTE = 60_000;

/** Lets the page catch up on the test's clock (the session's timers run on it). */
const settleOnClock = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  prepareScreenReaderPage();
  // The session's timers and clock are the test's, so an hour of idling takes no time. Testing
  // Library advances that clock while it waits when it finds a `jest` with fake timers.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});

const heardToTheEnd = heardJourneys(['sessionExtended']);

afterEach(async () => {
  vi.useRealTimers();
  await stopScreenReader();
  removePageSession(document);
  localStorage.clear();
  sessionStorage.clear();
});

describe(
  'what a screen reader hears when the session is about to end',
  { timeout: 120_000 },
  () => {
    it('fi: the warning by its name and what it means, then continuing extends the session', async () => {
      const t = inLanguage('fi');
      signedInBefore();
      const api = askedAboutContact();
      // Asked before the warning, the server says two minutes are left (no other tab extended it).
      api.on('get', '/api/session', () => ok({ signedIn: true, LoginType: 2, expires_in: 119 }));
      startApp(api, paths.frontPage.getHref());
      await screen.findByRole('button', { name: t('debtActions.label') });
      await startScreenReader();
      const from = await mark();

      // An hour's session, idle: the warning comes two minutes before its end.
      await act(() => vi.advanceTimersByTimeAsync(AINO.sessionSeconds * 1000 - 2 * MINUTE));
      const warning = await screen.findByRole('dialog', { name: t('sessionExpiring.title') });
      await settleOnClock();
      const heard = (await heardSince(from)).filter((phrase) => phrase !== 'polite: ');
      // Heard at once: its name and what it means (its description).
      expect(heard).toContain(
        `dialog, ${t('sessionExpiring.title')}, ${t('sessionExpiring.text')}`,
      );
      expect(heard.at(-1)).toBe(`heading, ${t('sessionExpiring.title')}, level 2`);
      expect(warning).toBeVisible();

      // The next step: "continue", found with Tab (the keys are pressed in real time again); the
      // session is extended and the page stays.
      vi.useRealTimers();
      const refreshes = api.callsTo('post', '/api/refresh').length;
      // The dialog's one action row puts the primary ("continue") first, right after Close; each
      // button is heard by its own name, so "continue" is not offered twice.
      await virtual.press('Tab');
      expect(await virtual.lastSpokenPhrase()).toBe(`button, ${t('sessionExpiring.close')}`);
      await virtual.press('Tab');
      expect(await virtual.lastSpokenPhrase()).toBe(`button, ${t('sessionExpiring.continue')}`);
      await virtual.press('Enter');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(api.callsTo('post', '/api/refresh')).toHaveLength(refreshes + 1));
      expect(window.location.pathname).toBe(paths.frontPage.getHref());
      expect(api.unhandled).toEqual([]);
      await heardToTheEnd('sessionExtended');
    });
  },
);
