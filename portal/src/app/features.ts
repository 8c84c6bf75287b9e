/** Feature flags. The QR login tab exists but is switched off (spec 2). */
export const featureFlags = {
  qrLogin: import.meta.env.VITE_FEATURE_QR_LOGIN === 'true',
} as const;
