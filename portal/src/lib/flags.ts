import { chatProviderConfigured } from './chat';

/**
 * Build-time configuration. The QR login tab exists but is switched off (spec 2). A plain
 * constant, so the bundler drops the QR tab's code when it is off.
 */
export const qrLoginEnabled: boolean = import.meta.env.VITE_FEATURE_QR_LOGIN === 'true';

/**
 * Third-party integrations, off unless configured: `VITE_ANALYTICS_PROVIDER=datalayer` (or
 * `beacon` with `VITE_ANALYTICS_URL`) and `VITE_CHAT_PROVIDER=event` (or `script` with
 * `VITE_CHAT_SCRIPT_URL`; see features/integrations/providers.ts). When neither is set, their
 * code is not even loaded.
 */
export const integrations = {
  analytics: import.meta.env.VITE_ANALYTICS_PROVIDER as string | undefined,
  analyticsUrl: import.meta.env.VITE_ANALYTICS_URL as string | undefined,
  chat: import.meta.env.VITE_CHAT_PROVIDER as string | undefined,
  chatScriptUrl: import.meta.env.VITE_CHAT_SCRIPT_URL as string | undefined,
} as const;

/**
 * A chat exists in this build: only then do the footer and the help page give its hours (spec:
 * "online chat weekdays 8-16"). A build without one promises no chat.
 */
export const chatConfigured: boolean = chatProviderConfigured(
  integrations.chat,
  integrations.chatScriptUrl,
);
