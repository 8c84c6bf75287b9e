import { takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { LazySaga } from '../../lib/store-types';
import { selectState } from '../../lib/api';
import { languageChosen, selectLanguage } from '../../lib/language';
import type { Analytics } from '../../lib/analytics';
import { browserInfo, type Chat } from '../../lib/chat';
import { debtorLoaded } from '../debtor';
import {
  type ConsentFlags,
  consentChosen,
  loggedIn,
  logoutRequested,
  selectConsent,
  sessionCleared,
} from '../session';
import { pageViewed } from './actions';

export interface Integrations {
  analytics: Analytics;
  chat: Chat;
}

/**
 * Analytics events only with tracking consent (the Analytics object drops them otherwise); the
 * chat only with the consent its provider needs (functional cookies: it keeps the conversation
 * in them) and a debtor to talk to: it starts with the debtor number, browser and language when
 * both are there, in whichever order they come, restarts when the language changes, and stops
 * when the session ends or the consent is withdrawn. Events carry no personal data: page names
 * are route patterns (a login token never leaves the browser).
 */
export function* integrationsSaga({ analytics, chat }: Integrations): SagaIterator {
  const consent = yield* selectState(selectConsent);
  analytics.setTrackingAllowed(consent?.tracking ?? false);
  const chatAllowedBy = (flags: ConsentFlags | null) =>
    chat.consent !== null && (flags?.[chat.consent] ?? false);
  let chatAllowed = chatAllowedBy(consent);
  let debtorNr: number | null = null;

  function* startChat(language?: string): SagaIterator {
    if (!chatAllowed || debtorNr === null) return;
    chat.start({
      debtorNr,
      browser: browserInfo(),
      language: language ?? (yield* selectState(selectLanguage)),
    });
  }

  yield takeEvery(consentChosen.type, function* (action: ReturnType<typeof consentChosen>) {
    analytics.setTrackingAllowed(action.payload.tracking);
    const allowed = chatAllowedBy(action.payload);
    if (allowed === chatAllowed) return;
    chatAllowed = allowed;
    if (allowed) yield* startChat();
    else chat.stop();
  });
  yield takeEvery(pageViewed.type, (action: ReturnType<typeof pageViewed>) => {
    analytics.track({ name: 'page_view', properties: { page: action.payload } });
  });
  yield takeEvery(loggedIn.type, (action: ReturnType<typeof loggedIn>) => {
    analytics.track({ name: 'login', properties: { authType: action.payload.authType } });
  });
  yield takeEvery(logoutRequested.type, (action: ReturnType<typeof logoutRequested>) => {
    analytics.track({ name: 'logout', properties: { reason: action.payload?.reason ?? 'user' } });
  });
  yield takeEvery(debtorLoaded.type, function* (action: ReturnType<typeof debtorLoaded>) {
    const nr = action.payload.debtor.nr;
    if (nr === debtorNr) return; // a silent refresh of the same debtor
    debtorNr = nr;
    yield* startChat();
  });
  yield takeEvery(languageChosen.type, function* (action: ReturnType<typeof languageChosen>) {
    analytics.track({ name: 'language', properties: { language: action.payload } });
    yield* startChat(action.payload);
  });
  yield takeEvery(sessionCleared.type, () => {
    debtorNr = null;
    chat.stop();
  });
}

export function integrationsFeature(integrations: Integrations): LazySaga {
  return { name: 'integrations', saga: () => integrationsSaga(integrations) };
}
