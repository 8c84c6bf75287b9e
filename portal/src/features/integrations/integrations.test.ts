import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { debtor, debtorData as debtorDataOf } from '../../test/debtor-fixtures';
import { createFakeApi, FAKE_API_ORIGIN } from '../../test/fake-api';
import { createAnalytics, type AnalyticsEvent } from '../../lib/analytics';
import { chatProviderConfigured, createChat, type ChatContext } from '../../lib/chat';
import type { DebtorData } from '../debtor/slice';
import { debtorLoaded } from '../debtor/slice';
import {
  consentChosen,
  initialSessionState,
  loggedIn,
  logoutRequested,
  sessionCleared,
} from '../session/slice';
import { pageNameOf, pageViewed } from './actions';
import { languageChosen } from '../../lib/language';
import {
  analyticsProviderNamed,
  beaconAnalytics,
  CHAT_EVENT,
  chatProviderNamed,
  dataLayerAnalytics,
  eventChat,
  scriptChat,
} from './providers';
import { integrationsFeature } from './sagas';

// Contact details present, so the login's missing-contact prompt (another saga) stays out of it.
const debtorData = (nr: number): DebtorData => {
  const base = debtor({ nr });
  return debtorDataOf({
    debtor: {
      ...base,
      contactInformation: {
        ...base.contactInformation,
        emails: [{ emailAddress: 'a@example.org', emailAllowed: true }],
        phones: [{ number: '401234567', landCode: '+358', type: null, smsAllowed: true }],
      },
    },
  });
};

function setUp(consent: { cookies: boolean; tracking: boolean } | null = null) {
  const sent: AnalyticsEvent[] = [];
  const chatCalls: (['init', ChatContext] | ['shutdown'])[] = [];
  // The sagas' own reads (the debtor after login) are not what these tests are about: the fake
  // answers them with the contract's 404 envelope.
  const api = createFakeApi();
  const store = makeStore({
    fetch: api.fetch,
    baseUrl: FAKE_API_ORIGIN,
    preloadedState: consent ? { session: { ...initialSessionState, consent } } : undefined,
  });
  store.injectSaga(
    integrationsFeature({
      analytics: createAnalytics({ send: (event) => sent.push(event) }),
      chat: createChat({
        consent: 'cookies',
        init: (context) => chatCalls.push(['init', context]),
        shutdown: () => chatCalls.push(['shutdown']),
      }),
    }),
  );
  return { store, sent, chatCalls };
}

describe('analytics (spec 2: only after tracking consent)', () => {
  it('sends nothing before consent and nothing after a refusal', () => {
    const { store, sent } = setUp();
    store.dispatch(pageViewed('/'));
    store.dispatch(consentChosen({ cookies: true, tracking: false }));
    store.dispatch(pageViewed('/help'));
    expect(sent).toEqual([]);
  });

  it('sends events once tracking is allowed, and stops when it is withdrawn', () => {
    const { store, sent } = setUp();
    store.dispatch(consentChosen({ cookies: true, tracking: true }));
    store.dispatch(pageViewed('/help'));
    store.dispatch(loggedIn({ expiresAt: Date.now() + 60_000, authType: 2 }));
    store.dispatch(logoutRequested());
    store.dispatch(consentChosen({ cookies: true, tracking: false }));
    store.dispatch(pageViewed('/'));
    expect(sent).toEqual([
      { name: 'page_view', properties: { page: '/help' } },
      { name: 'login', properties: { authType: 2 } },
      { name: 'logout', properties: { reason: 'user' } },
    ]);
  });

  it('respects a consent stored on an earlier visit', () => {
    const { store, sent } = setUp({ cookies: true, tracking: true });
    store.dispatch(pageViewed('/privacy'));
    expect(sent).toHaveLength(1);
  });

  it('names pages by route pattern, so a login token never leaves the browser', () => {
    expect(pageNameOf('/login/token/DEMO-TOKEN-AINO')).toBe('/login/token/:token');
    expect(pageNameOf('/lang/se')).toBe('/lang/:id');
    expect(pageNameOf('/front-page/')).toBe('/front-page');
    expect(pageNameOf('/debt/1000001')).toBe('/debt/:nr');
    expect(pageNameOf('/')).toBe('/');
  });

  it('the dataLayer provider pushes events for a tag manager', () => {
    const target = {} as Window & { dataLayer?: unknown[] };
    dataLayerAnalytics(target).send({ name: 'page_view', properties: { page: '/' } });
    expect(target.dataLayer).toEqual([{ event: 'page_view', page: '/' }]);
  });

  it('the beacon provider posts each event as JSON to its collector, and names need a URL', async () => {
    const post = vi.fn(async () => new Response(null, { status: 204 }));
    beaconAnalytics('/collect', post).send({ name: 'login', properties: { authType: 2 } });
    expect(post).toHaveBeenCalledWith('/collect', expect.objectContaining({ method: 'POST' }));
    const init = (post.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toEqual({ event: 'login', authType: 2 });
    expect(analyticsProviderNamed('beacon')).toBeNull();
    expect(analyticsProviderNamed('beacon', '/collect')).not.toBeNull();
    expect(analyticsProviderNamed(undefined, '/collect')).toBeNull();
  });
});

describe('chat (spec 1: debtor number, browser and language; only after consent)', () => {
  const allowed = { cookies: true, tracking: false };
  // A choice made in an earlier test is stored, and a new store would start from it.
  beforeEach(() => localStorage.clear());

  it('starts with the debtor data, restarts on a language change, stops at logout', () => {
    const { store, chatCalls } = setUp(allowed);
    store.dispatch(debtorLoaded(debtorData(1000001)));
    store.dispatch(debtorLoaded(debtorData(1000001))); // silent refresh: no restart
    store.dispatch(languageChosen('en'));
    store.dispatch(sessionCleared());
    store.dispatch(languageChosen('fi')); // signed out: nothing to restart
    expect(chatCalls.map(([type]) => type)).toEqual(['init', 'shutdown', 'init', 'shutdown']);
    expect(chatCalls[0]).toEqual([
      'init',
      { debtorNr: 1000001, browser: expect.any(String) as string, language: 'fi' },
    ]);
    expect(chatCalls[2]).toMatchObject(['init', { debtorNr: 1000001, language: 'en' }]);
  });

  it('does not start before consent to functional cookies, nor with tracking alone', () => {
    const { store, chatCalls } = setUp();
    store.dispatch(debtorLoaded(debtorData(1000001)));
    store.dispatch(languageChosen('en'));
    store.dispatch(consentChosen({ cookies: false, tracking: true }));
    store.dispatch(sessionCleared());
    expect(chatCalls).toEqual([]);
  });

  it('starts when the consent comes after the debtor, and stops when it is withdrawn', () => {
    const { store, chatCalls } = setUp({ cookies: false, tracking: false });
    store.dispatch(debtorLoaded(debtorData(1000001)));
    expect(chatCalls).toEqual([]);
    store.dispatch(consentChosen(allowed));
    store.dispatch(consentChosen({ cookies: true, tracking: true })); // still allowed: no restart
    expect(chatCalls).toEqual([
      ['init', { debtorNr: 1000001, browser: expect.any(String) as string, language: 'fi' }],
    ]);
    store.dispatch(consentChosen({ cookies: false, tracking: true }));
    store.dispatch(languageChosen('en')); // withdrawn: nothing to restart
    expect(chatCalls.map(([type]) => type)).toEqual(['init', 'shutdown']);
  });

  it('the event provider tells the chat embed through window events', () => {
    const target = new EventTarget() as Window;
    const seen = vi.fn();
    target.addEventListener(CHAT_EVENT, (event) => seen((event as CustomEvent).detail));
    const chat = eventChat(target);
    expect(chat.consent).toBe('cookies');
    chat.init({ debtorNr: 7, browser: 'b', language: 'se' });
    chat.shutdown();
    expect(seen.mock.calls).toEqual([
      [{ type: 'init', context: { debtorNr: 7, browser: 'b', language: 'se' } }],
      [{ type: 'shutdown' }],
    ]);
  });

  it('the script provider loads the embed at its first start only, then tells it by events', async () => {
    const target = new EventTarget() as Window;
    const seen = vi.fn();
    target.addEventListener(CHAT_EVENT, (event) => seen((event as CustomEvent).detail));
    const chat = scriptChat('/chat-embed.js', target, document);
    const scripts = () => [...document.querySelectorAll('script[src="/chat-embed.js"]')];
    expect(scripts()).toHaveLength(0); // configured, not started: nothing requested
    chat.init({ debtorNr: 7, browser: 'b', language: 'fi' });
    chat.init({ debtorNr: 7, browser: 'b', language: 'en' }); // a restart while loading
    expect(scripts()).toHaveLength(1);
    expect(seen).not.toHaveBeenCalled(); // nothing to tell before the embed has loaded
    scripts()[0]!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(seen.mock.calls).toEqual([
      [{ type: 'init', context: { debtorNr: 7, browser: 'b', language: 'en' } }],
    ]);
    chat.shutdown();
    chat.init({ debtorNr: 7, browser: 'b', language: 'fi' });
    await Promise.resolve();
    expect(scripts()).toHaveLength(1); // loaded once
    expect(seen.mock.calls.slice(1)).toEqual([
      [{ type: 'shutdown' }],
      [{ type: 'init', context: { debtorNr: 7, browser: 'b', language: 'fi' } }],
    ]);
    scripts()[0]!.remove();
  });

  it('a stop while the embed loads drops the waiting start', async () => {
    const target = new EventTarget() as Window;
    const seen = vi.fn();
    target.addEventListener(CHAT_EVENT, (event) => seen((event as CustomEvent).detail));
    const chat = scriptChat('/chat-late.js', target, document);
    chat.init({ debtorNr: 7, browser: 'b', language: 'fi' });
    chat.shutdown();
    const script = document.querySelector('script[src="/chat-late.js"]')!;
    script.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(seen.mock.calls).toEqual([[{ type: 'shutdown' }]]);
    script.remove();
  });

  it('names only the providers it has; the script provider needs its URL', () => {
    expect(chatProviderConfigured(undefined)).toBe(false);
    expect(chatProviderConfigured('event')).toBe(true);
    expect(chatProviderConfigured('script')).toBe(false);
    expect(chatProviderConfigured('script', '/chat.js')).toBe(true);
    expect(chatProviderConfigured('other', '/chat.js')).toBe(false);
    expect(chatProviderNamed('script')).toBeNull();
    expect(chatProviderNamed('script', '/chat.js')?.consent).toBe('cookies');
    expect(chatProviderNamed('event')?.consent).toBe('cookies');
    expect(chatProviderNamed(undefined)).toBeNull();
  });
});
