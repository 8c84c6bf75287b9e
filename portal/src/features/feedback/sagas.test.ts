import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { createFakeApi, envelope, FAKE_API_ORIGIN, type FakeAnswer, ok } from '../../test/fake-api';
import { signOutPage } from '../../test/page-session';
import { commentSent, feedbackReset, selectFeedback, smileyChosen } from './slice';
import { feedbackFeature } from './sagas';

/** Waits until the store's feedback reaches `status` (the saga's last step), then returns it. */
const reached = async (store: ReturnType<typeof makeStore>, status: string) => {
  await vi.waitFor(() => expect(selectFeedback(store.getState()).status).toBe(status));
  return selectFeedback(store.getState());
};

/** Every call is in `bodies` (its path and body), answered or not. */
function backend(saveAnswer: () => FakeAnswer<'/api/feedback/save', 'post'>) {
  const api = createFakeApi()
    .on('post', '/api/feedback/save', saveAnswer)
    .on('post', '/api/feedback/update', () => ok(envelope(true)));
  return { fetch: api.fetch, bodies: api.calls };
}

// A page the server sent signed out: the store does not ask \`GET /api/session\`, so the calls
// listed are the feature's own.
beforeEach(() => {
  localStorage.clear();
  signOutPage(document);
});

describe('general feedback (spec 4)', () => {
  it('is a lazily loaded feature: nothing runs before the dialog starts its saga, once', async () => {
    const server = backend(() => ok(envelope('5.token')));
    const store = makeStore({ fetch: server.fetch, baseUrl: FAKE_API_ORIGIN });
    expect(selectFeedback(store.getState()).status, 'initial state before injection').toBe('idle');
    // Before the feature starts, a click only changes the state (smiley 1, NPS 5) ...
    store.dispatch(smileyChosen({ feedbackType: 1, orderNr: 0, smiley: 1, nps: 5 }));
    expect(selectFeedback(store.getState()).status).toBe('saving');

    store.dispatch(feedbackReset());
    store.injectSaga(feedbackFeature);
    store.injectSaga(feedbackFeature);
    // ... and the click after it (smiley 0, NPS 9) is the only save: had the first click reached a
    // saga, or had the feature started twice, its call would be recorded before this one finished.
    store.dispatch(smileyChosen({ feedbackType: 1, orderNr: 0, smiley: 0, nps: 9 }));
    await reached(store, 'saved');
    expect(
      server.bodies.map((b) => b.body),
      'no saga before the feature is started, and started once',
    ).toEqual([{ FeedbackType: 1, OrderNr: 0, Comment: null, Smiley: 0, NPS: 9 }]);
  });

  it('saves the smiley with the NPS, locks it, then sends the comment as an update (spec 7 bodies)', async () => {
    const server = backend(() => ok(envelope('17.token')));
    const store = makeStore({ fetch: server.fetch, baseUrl: FAKE_API_ORIGIN });
    store.injectSaga(feedbackFeature);
    store.dispatch(smileyChosen({ feedbackType: 1, orderNr: 0, smiley: 1, nps: 9 }));
    store.dispatch(smileyChosen({ feedbackType: 1, orderNr: 0, smiley: 0, nps: 5 }));
    expect(await reached(store, 'saved')).toMatchObject({
      token: '17.token',
      smiley: 1,
      status: 'saved',
    });
    expect(server.bodies.filter((b) => b.path === '/api/feedback/save')).toHaveLength(1);
    // spec 7: the save carries the NPS.
    expect(server.bodies[0]?.body).toEqual({
      FeedbackType: 1,
      OrderNr: 0,
      Comment: null,
      Smiley: 1,
      NPS: 9,
    });

    store.dispatch(commentSent({ feedbackType: 1, orderNr: 0, comment: 'Selkeä palvelu' }));
    await reached(store, 'sent');
    const update = server.bodies.find((b) => b.path === '/api/feedback/update')?.body;
    expect(update).toEqual({
      Token: '17.token',
      FeedbackType: 1,
      OrderNr: 0,
      Comment: 'Selkeä palvelu',
      Smiley: null,
      NPS: null,
    });
  });

  it('lets the user choose again when the save fails, and shows the feedback error', async () => {
    const server = backend(() =>
      ok({ status: 1, ErrorCode: 'error.generic.0', responseObject: null }),
    );
    const store = makeStore({ fetch: server.fetch, baseUrl: FAKE_API_ORIGIN });
    store.injectSaga(feedbackFeature);
    store.dispatch(smileyChosen({ feedbackType: 1, orderNr: 0, smiley: 0, nps: 5 }));
    await vi.waitFor(() => expect(selectFeedback(store.getState()).error).not.toBeNull());
    expect(selectFeedback(store.getState())).toMatchObject({
      status: 'idle',
      smiley: null,
      error: 'error.generic.0',
    });
  });

  it('does not send an update before a save succeeded', async () => {
    const server = backend(() => ok(envelope('3.token')));
    const store = makeStore({ fetch: server.fetch, baseUrl: FAKE_API_ORIGIN });
    store.injectSaga(feedbackFeature);
    store.dispatch(commentSent({ feedbackType: 1, orderNr: 0, comment: 'x' }));
    // A save started after the comment proves the comment's saga is done: any update it sent would
    // be recorded before the save's answer arrives.
    store.dispatch(smileyChosen({ feedbackType: 1, orderNr: 0, smiley: 1, nps: 5 }));
    await reached(store, 'saved');
    expect(server.bodies.map((b) => b.path)).toEqual(['/api/feedback/save']);
  });
});
