import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-600.css';
import '@fontsource/source-sans-3/latin-700.css';
import { globalStyles } from '@portal/design-system';
import { createI18n } from './app/i18n';
import { createRouter } from './app/router';

globalStyles();
const i18n = createI18n();
const router = createRouter();

const container = document.getElementById('root');
if (!container) throw new Error('No #root element in index.html');
createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  </StrictMode>,
);
