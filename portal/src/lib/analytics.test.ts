import { describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './analytics';
import { createChat } from './chat';

describe('analytics', () => {
  it('sends nothing until tracking is allowed, and stops when it is withdrawn', () => {
    const send = vi.fn();
    const analytics = createAnalytics({ send });
    analytics.track({ name: 'page_view' });
    expect(send).not.toHaveBeenCalled();
    analytics.setTrackingAllowed(true);
    analytics.track({ name: 'page_view', properties: { path: '/help' } });
    expect(send).toHaveBeenCalledWith({ name: 'page_view', properties: { path: '/help' } });
    analytics.setTrackingAllowed(false);
    analytics.track({ name: 'page_view' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a provider', () => {
    const analytics = createAnalytics(null);
    analytics.setTrackingAllowed(true);
    expect(() => analytics.track({ name: 'x' })).not.toThrow();
  });
});

describe('chat', () => {
  it('is off without a provider', () => {
    expect(createChat(null).enabled).toBe(false);
    expect(createChat(null).consent).toBeNull();
  });

  it('initialises the provider with debtor number, browser and language, once at a time', () => {
    const provider = { consent: 'cookies' as const, init: vi.fn(), shutdown: vi.fn() };
    const chat = createChat(provider);
    expect(chat.consent).toBe('cookies');
    chat.start({ debtorNr: 42, browser: 'UA', language: 'fi' });
    chat.start({ debtorNr: 42, browser: 'UA', language: 'en' });
    expect(provider.init).toHaveBeenLastCalledWith({ debtorNr: 42, browser: 'UA', language: 'en' });
    expect(provider.shutdown).toHaveBeenCalledTimes(1);
    chat.stop();
    expect(provider.shutdown).toHaveBeenCalledTimes(2);
  });
});
