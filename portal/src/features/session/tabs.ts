/**
 * Every tab of the portal agrees on the one session the browser holds (its cookie is shared):
 * a tab that logs in, extends the session or ends it tells the others, which follow. Messages
 * carry no secret. `BroadcastChannel` where the browser has it; elsewhere a local-storage key
 * written and removed at once, whose storage event reaches the other tabs.
 */
import { eventChannel, type EventChannel } from 'redux-saga';
import type { AuthType } from './slice';

export type TabMessage =
  | { type: 'started'; authType: AuthType; expiresAt: number }
  | { type: 'extended'; expiresAt: number }
  | { type: 'ended'; reason?: 'timeout' };

const CHANNEL = 'portal.session-tabs';

function isTabMessage(value: unknown): value is TabMessage {
  const v = value as { type?: unknown } | null;
  return (
    v !== null && typeof v === 'object' && ['started', 'extended', 'ended'].includes(String(v.type))
  );
}

let channel: BroadcastChannel | null | undefined;
function broadcastChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  }
  return channel;
}

/** Tells the other tabs (never this one). */
export function tellOtherTabs(message: TabMessage): void {
  const bc = broadcastChannel();
  if (bc) {
    bc.postMessage(message);
    return;
  }
  try {
    localStorage.setItem(CHANNEL, JSON.stringify({ ...message, at: Date.now() }));
    localStorage.removeItem(CHANNEL);
  } catch {
    // Storage disabled: the other tabs learn at their next request.
  }
}

/** The other tabs' messages, for a saga to take. */
export function otherTabs(): EventChannel<TabMessage> {
  return eventChannel((emit) => {
    const bc = broadcastChannel();
    if (bc) {
      const listener = (event: MessageEvent) => {
        if (isTabMessage(event.data)) emit(event.data);
      };
      bc.addEventListener('message', listener);
      return () => bc.removeEventListener('message', listener);
    }
    const listener = (event: StorageEvent) => {
      if (event.key !== CHANNEL || !event.newValue) return;
      try {
        const message = JSON.parse(event.newValue) as unknown;
        if (isTabMessage(message)) emit(message);
      } catch {
        // Not ours.
      }
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  });
}
