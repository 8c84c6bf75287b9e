// The journeys' second build of the portal (`portal/dist-journey`): the same code with the
// switches that are off in a normal build turned on, so journeys can prove what they do:
// the QR login tab, analytics posting to a fake collector the journey serves itself
// (`/journey-analytics`, same origin, so the CSP's `connect-src 'self'` allows it) and a chat
// whose embed the portal loads, after consent, from `/journey-chat.js` (a fake one the journey
// serves itself, same origin for the CSP's `script-src 'self'`), told through `portal:chat`
// events. Browser build only: its pages render in the browser.
import { run } from './run.mjs';

const env = {
  ...process.env,
  VITE_FEATURE_QR_LOGIN: 'true',
  VITE_ANALYTICS_PROVIDER: 'beacon',
  VITE_ANALYTICS_URL: '/journey-analytics',
  VITE_CHAT_PROVIDER: 'script',
  VITE_CHAT_SCRIPT_URL: '/journey-chat.js',
};
process.exit(
  await run(
    'npx',
    [
      'vite',
      'build',
      '--config',
      'portal/vite.config.ts',
      '--outDir',
      'dist-journey',
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { env },
  ),
);
