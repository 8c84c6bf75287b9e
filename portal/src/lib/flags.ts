/**
 * Build-time configuration. The QR login tab exists but is switched off (spec 2). A plain
 * constant, so the bundler drops the QR tab's code when it is off.
 */
export const qrLoginEnabled: boolean = import.meta.env.VITE_FEATURE_QR_LOGIN === 'true';

/**
 * Third-party integrations, off unless configured: `VITE_ANALYTICS_PROVIDER=datalayer` (or
 * `beacon` with `VITE_ANALYTICS_URL`) and `VITE_CHAT_PROVIDER=event` (see
 * features/integrations/providers.ts). When neither is set, their code is not even loaded.
 */
export const integrations = {
  analytics: import.meta.env.VITE_ANALYTICS_PROVIDER as string | undefined,
  analyticsUrl: import.meta.env.VITE_ANALYTICS_URL as string | undefined,
  chat: import.meta.env.VITE_CHAT_PROVIDER as string | undefined,
} as const;
