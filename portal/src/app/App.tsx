import { useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { AppRoutes, NavigationBridge } from './router';
import { makeStore } from './store';
import { createNavigationBridge } from '../lib/navigation-bridge';
import { integrations } from '../lib/flags';

/** Wires the store (with its sagas), the router and i18next. */
export function App({ i18n }: { i18n: i18n }) {
  const { store, bridge } = useMemo(() => {
    const bridge = createNavigationBridge();
    return { store: makeStore({ navigate: bridge.navigate }), bridge };
  }, []);
  useEffect(() => {
    if (!integrations.analytics && !integrations.chat) return;
    void import('../features/integrations/start').then(({ startIntegrations }) =>
      startIntegrations(store, integrations),
    );
  }, [store]);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <NavigationBridge onNavigate={bridge.attach} />
          <AppRoutes />
        </BrowserRouter>
      </I18nextProvider>
    </Provider>
  );
}
