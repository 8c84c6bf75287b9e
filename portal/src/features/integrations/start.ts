import { createAnalytics } from '../../lib/analytics';
import { createChat } from '../../lib/chat';
import type { AppStore } from '../../lib/store-types';
import { analyticsProviderNamed, chatProviderNamed } from './providers';
import { integrationsFeature } from './sagas';
import { pageNameOf, pageViewed } from './actions';

/** Loaded only when a provider is configured: starts the integrations saga with them. */
export function startIntegrations(
  store: AppStore,
  names: {
    analytics?: string | undefined;
    analyticsUrl?: string | undefined;
    chat?: string | undefined;
    chatScriptUrl?: string | undefined;
  },
): void {
  store.injectSaga(
    integrationsFeature({
      analytics: createAnalytics(analyticsProviderNamed(names.analytics, names.analyticsUrl)),
      chat: createChat(chatProviderNamed(names.chat, names.chatScriptUrl)),
    }),
  );
  // The page the portal opened on was shown before this code arrived: count it now.
  store.dispatch(pageViewed(pageNameOf(window.location.pathname)));
}
