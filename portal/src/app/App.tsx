import { useEffect, useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import type { Store } from '@reduxjs/toolkit';
import { AppRoutes, NavigationBridge } from './router';
import { TranslatorContext, type Translate, type Translator } from '../lib/translator';
import type { RootState } from './store-core';
import type { AppStore } from './store';
import type { createNavigationBridge } from '../lib/navigation-bridge';

type NavigationBridgeHandle = ReturnType<typeof createNavigationBridge>;
import { chatConfigured, integrations } from '../lib/flags';

/** The portal's i18next as the login card's and the frame's translator (lib/translator.ts). */
export function TranslatorBridge({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const translator = useMemo<Translator>(() => ({ t: t as Translate }), [t]);
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** The providers and routes; the router is the browser's, or the server's static one. */
export function AppTree({
  store,
  i18n,
  router: Router = BrowserRouter,
  children,
}: {
  store: Store<RootState>;
  i18n: i18n;
  router?: (props: { children: ReactNode }) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <TranslatorBridge>
          <Router>
            {children}
            <AppRoutes />
          </Router>
        </TranslatorBridge>
      </I18nextProvider>
    </Provider>
  );
}

/** Wires the store, the router and i18next; the saga layer is started by `startPortal`. */
export function App({
  i18n,
  store,
  bridge,
  onCommitted,
}: {
  i18n: i18n;
  store: AppStore;
  bridge: NavigationBridgeHandle;
  /**
   * Called once the first render is on screen (after hydration): what may change the state, such
   * as the sagas, starts then, so the hydrated tree is the server's exactly.
   */
  onCommitted?: () => void;
}) {
  useEffect(() => {
    onCommitted?.();
    // Once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!integrations.analytics && !chatConfigured) return;
    void import('../features/integrations/start').then(({ startIntegrations }) =>
      startIntegrations(store, integrations),
    );
  }, [store]);
  return (
    <AppTree store={store} i18n={i18n}>
      <NavigationBridge onNavigate={bridge.attach} />
    </AppTree>
  );
}
