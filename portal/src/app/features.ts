/** Build-time configuration. The QR login tab exists but is switched off (spec 2). */
export const featureFlags = {
  qrLogin: import.meta.env.VITE_FEATURE_QR_LOGIN === 'true',
} as const;

/**
 * Third-party integrations, off unless configured: `VITE_ANALYTICS_PROVIDER=datalayer` and
 * `VITE_CHAT_PROVIDER=event` (see features/integrations/providers.ts). When neither is set, their
 * code is not even loaded.
 */
export const integrations = {
  analytics: import.meta.env.VITE_ANALYTICS_PROVIDER as string | undefined,
  chat: import.meta.env.VITE_CHAT_PROVIDER as string | undefined,
} as const;
