import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-600.css';
import '@fontsource/source-sans-3/latin-700.css';
import { setNonce } from 'get-nonce';
import { globalStyles } from '@portal/design-system';
import { App } from './app/App';
import { initI18n } from './app/i18n';

// The server puts a per-response nonce here; Radix's scroll lock adds its <style> with it.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce && nonce !== '__CSP_NONCE__') setNonce(nonce);
globalStyles();
const i18n = await initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('No #root element in index.html');
createRoot(container).render(
  <StrictMode>
    <App i18n={i18n} />
  </StrictMode>,
);
