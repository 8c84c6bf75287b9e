/**
 * The embedded support chat (spec 1): initialised with the debtor number, browser info and
 * language through a provider chosen by configuration. Off unless a provider is configured;
 * when off, the portal neither loads any chat code nor promises chat hours anywhere.
 */
export interface ChatContext {
  debtorNr: number | null;
  browser: string;
  language: string;
}

/**
 * The consent category (the cookie settings' switches, spec 2) a provider needs before it may
 * start: `cookies` (functional) for a chat that keeps the conversation in cookies, `tracking`
 * for one that also profiles visitors. A chat embed sets cookies, so none starts without one.
 */
export type ChatConsent = 'cookies' | 'tracking';

export interface ChatProvider {
  /** What the debtor must have allowed before `init`. */
  readonly consent: ChatConsent;
  init(context: ChatContext): void;
  shutdown(): void;
}

export interface Chat {
  start(context: ChatContext): void;
  stop(): void;
  readonly enabled: boolean;
  /** The provider's consent category; null when no provider is configured. */
  readonly consent: ChatConsent | null;
}

export function createChat(provider: ChatProvider | null): Chat {
  let started = false;
  return {
    enabled: provider !== null,
    consent: provider?.consent ?? null,
    start(context) {
      if (!provider) return;
      if (started) provider.shutdown();
      provider.init(context);
      started = true;
    },
    stop() {
      if (provider && started) provider.shutdown();
      started = false;
    },
  };
}

/**
 * Whether the build names a chat provider the portal has (`features/integrations/providers.ts`):
 * `event` (an embed the deployment adds itself, told through window events) or `script` with
 * the embed's URL (loaded by the portal once the debtor has consented). Kept here, outside the
 * providers' lazily loaded code, because the footer and the help page show the chat hours only
 * when it is true.
 */
export function chatProviderConfigured(name: string | undefined, scriptUrl?: string): boolean {
  return name === 'event' || (name === 'script' && Boolean(scriptUrl));
}

export function browserInfo(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): string {
  return userAgent.slice(0, 200);
}
