import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { resources } from '@portal/translations';
import { createI18n } from '../app/i18n';
import { makeStore, type StoreOptions } from '../app/store';
import { TranslatorBridge } from '../app/App';
import { ReduxLoginControls } from '../features/session/pages/ReduxLoginControls';

/** Renders with the store, router and Finnish texts, as the app does (Redux style guide). */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', ...storeOptions }: { route?: string } & StoreOptions = {},
) {
  const store = makeStore({
    fetch: (async () => new Response('{}')) as typeof fetch,
    baseUrl: 'http://x',
    ...storeOptions,
  });
  const i18n = createI18n('fi', resources.fi);
  return {
    store,
    ...render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <TranslatorBridge>
            <MemoryRouter initialEntries={[route]}>
              <ReduxLoginControls>{ui}</ReduxLoginControls>
            </MemoryRouter>
          </TranslatorBridge>
        </I18nextProvider>
      </Provider>,
    ),
  };
}
