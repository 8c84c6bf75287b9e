/** Contact details, permissions, feedback and public content (spec sections 4, 5 and 6). */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MAX_CONTACTS } from '../src/services/contacts';
import {
  withSession,
  buildTestApp,
  strongSession,
  uniqueAddress,
  weakSession,
} from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

describe.each(DATABASE_KINDS)('debtor actions on %s', (kind) => {
  let now = Date.now();

  const { app, database } = useTestApp(kind, { clock: () => new Date(now) });

  const post = (url: string, token: string | null, payload?: object) =>
    app.inject({
      method: 'POST',
      url,
      headers: token ? withSession(token) : {},
      ...(payload ? { payload } : {}),
    });
  const contacts = async (token: string) =>
    (await app.inject({ url: '/api/debtor', headers: withSession(token) })).json().responseObject
      .debtor.contactInformation;

  describe('contact details', () => {
    it('keeps when the missing-contact question was last asked, for every login of the debtor (spec 4)', async () => {
      const weak = await weakSession(app, '2000001', '22222222');
      expect((await contacts(weak)).lastQueried).toBeNull();
      now = Date.parse('2026-03-02T08:00:00Z');
      const res = await post('/api/debtor/contactQueried', weak);
      expect(res.json()).toEqual({ status: 0, ErrorCode: null, responseObject: true });
      // Another login (strong, all cases) of the same debtor reads the same time.
      const strong = await strongSession(app, 2);
      expect((await contacts(strong)).lastQueried).toBe('2026-03-02T08:00:00.000Z');
      // Another debtor's stays untouched; a signed-out call is refused.
      expect(
        (await contacts(await weakSession(app, '5000001', '55555555'))).lastQueried,
      ).toBeNull();
      expect((await post('/api/debtor/contactQueried', null)).statusCode).toBe(401);
      now = Date.now();
    });

    it('adds a phone number once, with its SMS permission, and an e-mail address', async () => {
      const token = await weakSession(app, '1000001', '11111111');
      for (let i = 0; i < 2; i++) {
        const res = await post('/api/debtor/add/phone', token, {
          ContactType: 'phone',
          Text: '401234567',
          Allow: true,
        });
        expect(res.json()).toEqual({ status: 0, ErrorCode: null, responseObject: true });
      }
      expect(
        (
          await post('/api/debtor/add/email', token, {
            ContactType: 'email',
            Text: 'aino.v@example.org',
            Allow: false,
          })
        ).statusCode,
      ).toBe(200);
      const info = await contacts(token);
      expect(info.phones).toEqual([
        { number: '401234567', landCode: '+358', type: 'mobile', smsAllowed: true },
      ]);
      expect(info.emails.map((e: { emailAddress: string }) => e.emailAddress)).toContain(
        'aino.v@example.org',
      );
    });

    it('validates as spec 5 says: digits without a leading zero, 1-12; e-mail valid and at most 50', async () => {
      const token = await weakSession(app, '1000001', '11111111');
      const refused = [
        ['phone', '0401234567'],
        ['phone', '+358401234567'],
        ['phone', '1234567890123'],
        ['phone', ''],
        ['email', 'not-an-address'],
        ['email', `${'a'.repeat(45)}@example.fi`],
      ];
      for (const [type, text] of refused) {
        const res = await post(`/api/debtor/add/${type}`, token, {
          ContactType: type,
          Text: text,
          Allow: true,
        });
        expect(res.statusCode, `${type} ${text}`).toBe(400);
      }
      expect(
        (await post('/api/debtor/add/fax', token, { ContactType: 'fax', Text: '1', Allow: true }))
          .statusCode,
      ).toBe(400);
    });

    it(`keeps at most ${MAX_CONTACTS} phone numbers`, async () => {
      const token = await weakSession(app, '9000001', '99999999');
      const results: number[] = [];
      for (let i = 0; i < MAX_CONTACTS + 1; i++) {
        results.push(
          (
            await post('/api/debtor/add/phone', token, {
              ContactType: 'phone',
              Text: `5000000${i}`,
              Allow: false,
            })
          ).json().status,
        );
      }
      expect(results.filter((s) => s === 0).length).toBe(MAX_CONTACTS - 1); // the persona has one already
      expect(results.at(-1)).toBe(1);
    });

    it('sets the SMS and e-mail permissions; companies have no e-mail choice; hidden data is refused', async () => {
      const token = await weakSession(app, '4000001', '44444444');
      expect((await post('/api/debtor/allow/phone/false', token)).json().responseObject).toBe(true);
      expect((await post('/api/debtor/allow/email/false', token)).statusCode).toBe(200);
      expect(await contacts(token)).toMatchObject({ isSMSAllowed: false, isEmailAllowed: false });
      expect((await post('/api/debtor/allow/email/true', token)).statusCode).toBe(200);
      expect((await contacts(token)).isEmailAllowed).toBe(true);

      const company = await weakSession(app, '3000001', '33333333');
      expect((await post('/api/debtor/allow/email/true', company)).statusCode).toBe(403);
      expect((await post('/api/debtor/allow/phone/true', company)).statusCode).toBe(200);

      const hidden = await weakSession(app, '8000001', '88888888');
      expect((await post('/api/debtor/allow/phone/true', hidden)).statusCode).toBe(403);
      expect(
        (
          await post('/api/debtor/add/email', hidden, {
            ContactType: 'email',
            Text: 'x@example.fi',
            Allow: true,
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('feedback', () => {
    it('saves signed out (general only) and takes the comment once, within an hour', async () => {
      const saved = await post('/api/feedback/save', null, {
        FeedbackType: 1,
        OrderNr: 0,
        Comment: null,
        Smiley: 1,
        NPS: 5,
      });
      const token = saved.json().responseObject as string;
      expect(token).toMatch(/^[A-Za-z0-9._-]{40,64}$/);
      const update = {
        Token: token,
        FeedbackType: 1,
        OrderNr: 0,
        Comment: 'Selkeä palvelu.',
        Smiley: null,
        NPS: null,
      };
      expect(
        (await post('/api/feedback/update', null, { ...update, FeedbackType: 2 })).statusCode,
      ).toBe(404);
      expect((await post('/api/feedback/update', null, update)).json().responseObject).toBe(true);
      expect((await post('/api/feedback/update', null, update)).statusCode).toBe(404);
      expect(
        (await post('/api/feedback/update', null, { ...update, Comment: '   ' })).statusCode,
      ).toBe(400);
      expect(
        (await post('/api/feedback/update', null, { ...update, Comment: 'x'.repeat(301) }))
          .statusCode,
      ).toBe(400);

      const late = (
        await post('/api/feedback/save', null, { FeedbackType: 1, OrderNr: 0, Smiley: 0 })
      ).json().responseObject;
      now += 61 * 60_000;
      try {
        expect(
          (await post('/api/feedback/update', null, { ...update, Token: late })).statusCode,
        ).toBe(404);
      } finally {
        now -= 61 * 60_000;
      }
      expect(
        (await post('/api/feedback/save', null, { FeedbackType: 2, OrderNr: 1000001, Smiley: 1 }))
          .statusCode,
      ).toBe(403);
    });

    it('an update needs the token its save returned: not the number, a neighbour or a forgery', async () => {
      const token = (
        await post('/api/feedback/save', null, { FeedbackType: 1, OrderNr: 0, Smiley: 1 })
      ).json().responseObject as string;
      const [nr, mac] = token.split('.') as [string, string];
      const flipped = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
      const update = (Token: string) =>
        post('/api/feedback/update', null, { Token, FeedbackType: 1, OrderNr: 0, Comment: 'Hi' });
      for (const guess of [nr, `${Number(nr) - 1}.${mac}`, `${nr}.${flipped}`, `${nr}.`]) {
        expect((await update(guess)).statusCode, guess).toBe(404);
      }
      expect((await update('9'.repeat(12) + '.' + mac)).statusCode).toBe(404);
      expect((await update(token)).json()).toEqual({
        status: 0,
        ErrorCode: null,
        responseObject: true,
      });
    });

    it('limits feedback and consent saves per client address across instances, signed in per debtor', async () => {
      const limits = { anonymousWriteMax: 3, anonymousWriteWindowSeconds: 600 };
      const first = await buildTestApp(database, { throttleLimits: limits });
      const second = await buildTestApp(database, { throttleLimits: limits });
      try {
        const send = (
          target: FastifyInstance,
          url: string,
          remoteAddress: string,
          token?: string,
        ) =>
          target.inject({
            method: 'POST',
            url,
            remoteAddress,
            headers: token ? withSession(token) : {},
            payload: url.includes('feedback')
              ? { FeedbackType: 1, OrderNr: 0, Smiley: 1 }
              : { Necessary: true, Cookies: false, Tracking: false },
          });
        for (const url of ['/api/feedback/save', '/api/cookieSettings/save']) {
          const address = uniqueAddress();
          const statuses = [];
          for (const target of [first, second, first, second]) {
            statuses.push((await send(target, url, address)).statusCode);
          }
          expect(statuses, url).toEqual([200, 200, 200, 429]);
          const refused = await send(first, url, address);
          expect(refused.json()).toEqual({
            status: 1,
            ErrorCode: 'error.server.0',
            responseObject: null,
          });
          expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
          // Another address is not affected; a signed-in debtor counts on its own.
          expect((await send(second, url, uniqueAddress())).statusCode).toBe(200);
          const signedIn = await strongSession(first, 3);
          expect((await send(first, url, address, signedIn)).statusCode).toBe(200);
        }
      } finally {
        await first.close();
        await second.close();
      }
    });

    it('feedback saved signed in can be completed only by the same debtor', async () => {
      const token = await weakSession(app, '6000001', '66666666');
      const feedbackToken = (
        await post('/api/feedback/save', token, {
          FeedbackType: 3,
          OrderNr: 6000001,
          Smiley: 1,
          NPS: 8,
        })
      ).json().responseObject;
      const update = { Token: feedbackToken, FeedbackType: 3, OrderNr: 6000001, Comment: 'Hyvä' };
      expect((await post('/api/feedback/update', null, update)).statusCode).toBe(404);
      expect(
        (await post('/api/feedback/update', await strongSession(app, 2), update)).statusCode,
      ).toBe(404);
      expect((await post('/api/feedback/update', token, update)).statusCode).toBe(200);
    });
  });

  describe('public content', () => {
    it('serves current announcements in three locales and FAQ items in three languages and four categories', async () => {
      const announcements = (await app.inject('/api/announcements')).json() as {
        contents: { locale: string; text: string }[];
      }[];
      expect(announcements).toHaveLength(2);
      for (const a of announcements) {
        expect(a.contents.map((c) => c.locale).sort()).toEqual(['en-US', 'fi-FI', 'sv-SE']);
        expect(a.contents[0]!.text).toMatch(/^<p>/);
      }
      const faq = (await app.inject('/api/faq')).json() as { langCode: number; category: string }[];
      for (const lang of [1, 2, 3]) {
        const items = faq.filter((f) => f.langCode === lang);
        expect(items.length).toBeGreaterThanOrEqual(12);
        expect(new Set(items.map((f) => f.category))).toEqual(
          new Set(['general', 'creditInformation', 'collectionCosts', 'collectionProcess']),
        );
      }
    });
  });
});
