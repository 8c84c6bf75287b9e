/**
 * The embedded support chat (spec 1): initialised with the debtor number, browser info and
 * language through a provider chosen by configuration. Off unless a provider is configured.
 */
export interface ChatContext {
  debtorNr: number | null;
  browser: string;
  language: string;
}

export interface ChatProvider {
  init(context: ChatContext): void;
  shutdown(): void;
}

export interface Chat {
  start(context: ChatContext): void;
  stop(): void;
  readonly enabled: boolean;
}

export function createChat(provider: ChatProvider | null): Chat {
  let started = false;
  return {
    enabled: provider !== null,
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

export function browserInfo(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): string {
  return userAgent.slice(0, 200);
}
