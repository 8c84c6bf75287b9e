import { afterEach, describe, expect, it, vi } from 'vitest';
import { END } from 'redux-saga';
import type * as Tabs from './tabs';

/**
 * The module keeps the channel it opened for the page's lifetime, so each case loads a copy of
 * its own (a distinct address), after the browser it runs in has been set up.
 */
const freshTabs = (name: string) =>
  import(/* @vite-ignore */ `./tabs?${name}`) as Promise<typeof Tabs>;

/** Everything a channel of other tabs' messages gives, until it is closed. */
function collect(channel: ReturnType<typeof Tabs.otherTabs>) {
  const got: unknown[] = [];
  const next = () =>
    channel.take((message) => {
      if (message === END) return;
      got.push(message);
      next();
    });
  next();
  return got;
}

/** A BroadcastChannel standing in for the browser's: what is posted is recorded, not sent. */
class StubChannel extends EventTarget {
  static opened: StubChannel[] = [];
  readonly posted: unknown[] = [];
  constructor(readonly name: string) {
    super();
    StubChannel.opened.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  close() {}
  /** A message another tab posted. */
  receive(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  StubChannel.opened = [];
  localStorage.clear();
});

describe('other tabs, where the browser has BroadcastChannel', () => {
  it('posts on the one portal channel, never through storage', async () => {
    vi.stubGlobal('BroadcastChannel', StubChannel);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const { tellOtherTabs } = await freshTabs('broadcast-tell');
    tellOtherTabs({ type: 'extended', expiresAt: 5_000 });
    tellOtherTabs({ type: 'ended', reason: 'timeout' });
    expect(StubChannel.opened.map((c) => c.name)).toEqual(['portal.session-tabs']);
    expect(StubChannel.opened[0]?.posted).toEqual([
      { type: 'extended', expiresAt: 5_000 },
      { type: 'ended', reason: 'timeout' },
    ]);
    expect(setItem).not.toHaveBeenCalled();
  });

  it('gives the other tabs’ session messages, nothing else, until closed', async () => {
    vi.stubGlobal('BroadcastChannel', StubChannel);
    const { otherTabs, tellOtherTabs } = await freshTabs('broadcast-listen');
    const messages = otherTabs();
    const got = collect(messages);
    const channel = StubChannel.opened[0]!;
    channel.receive({ type: 'started', authType: 0, expiresAt: 9_000 });
    channel.receive({ type: 'something else' });
    channel.receive(null);
    channel.receive('ended');
    channel.receive({ type: 'ended' });
    expect(got).toEqual([{ type: 'started', authType: 0, expiresAt: 9_000 }, { type: 'ended' }]);

    messages.close();
    channel.receive({ type: 'extended', expiresAt: 1 });
    expect(got).toHaveLength(2);
    // Telling and listening share the one channel.
    tellOtherTabs({ type: 'ended' });
    expect(StubChannel.opened).toHaveLength(1);
  });
});

describe('other tabs, through storage events where there is no BroadcastChannel', () => {
  it('writes the message under the channel’s key and removes it at once', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const { tellOtherTabs } = await freshTabs('storage-tell');
    tellOtherTabs({ type: 'started', authType: 2, expiresAt: 7_000 });
    expect(setItem).toHaveBeenCalledTimes(1);
    const [key, value] = setItem.mock.calls[0]!;
    expect(key).toBe('portal.session-tabs');
    // Stamped, so that the same message twice still changes the value and reaches the others.
    expect(JSON.parse(value)).toEqual({
      type: 'started',
      authType: 2,
      expiresAt: 7_000,
      at: expect.any(Number),
    });
    expect(localStorage.getItem('portal.session-tabs')).toBeNull();
  });

  it('tells nothing and throws nothing where storage is disabled', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('disabled', 'SecurityError');
    });
    const { tellOtherTabs } = await freshTabs('storage-disabled');
    expect(() => tellOtherTabs({ type: 'ended' })).not.toThrow();
  });

  it('gives the messages of the channel’s storage events, nothing else, until closed', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const { otherTabs } = await freshTabs('storage-listen');
    const messages = otherTabs();
    const got = collect(messages);
    const event = (key: string | null, newValue: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
    event('portal.session-tabs', JSON.stringify({ type: 'extended', expiresAt: 3_000, at: 1 }));
    // The removal that follows each message.
    event('portal.session-tabs', null);
    event('portal.consent', JSON.stringify({ type: 'ended' }));
    event('portal.session-tabs', '{not json');
    event('portal.session-tabs', JSON.stringify({ type: 'loggedIn' }));
    event(null, null);
    event('portal.session-tabs', JSON.stringify({ type: 'ended', reason: 'timeout', at: 2 }));
    expect(got).toEqual([
      { type: 'extended', expiresAt: 3_000, at: 1 },
      { type: 'ended', reason: 'timeout', at: 2 },
    ]);

    messages.close();
    event('portal.session-tabs', JSON.stringify({ type: 'ended', at: 3 }));
    expect(got).toHaveLength(2);
  });
});
