import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { AppRoutes, NavigationBridge, type Navigate } from './router';
import { makeStore } from './store';

/** Wires the store (with its sagas), the router and i18next. */
export function App({ i18n }: { i18n: i18n }) {
  const { store, setNavigate } = useMemo(() => {
    // Sagas navigate through this; a navigation asked for before the router mounts waits for it.
    let navigate: Navigate | null = null;
    let pending: Parameters<Navigate> | null = null;
    const store = makeStore({
      navigate: (to, options) => (navigate ? navigate(to, options) : (pending = [to, options])),
    });
    const setNavigate = (next: Navigate) => {
      navigate = next;
      if (pending) next(...pending);
      pending = null;
    };
    return { store, setNavigate };
  }, []);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <NavigationBridge onNavigate={setNavigate} />
          <AppRoutes />
        </BrowserRouter>
      </I18nextProvider>
    </Provider>
  );
}
