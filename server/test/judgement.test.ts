/**
 * Court decisions through the sandbox signing service (issue items 6 and 7): strong
 * authentication at the signing page, the decision e-mailed once, `isVerdictDownloaded` set;
 * a return for someone else's request, a forged task or another signer are refused.
 */
import { describe, expect, it } from 'vitest';
import { loadContract, ResponseValidator } from '../src/contract/openapi';
import type { MailMessage } from '../src/providers/types';
import { withSession, weakSession } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

const PUBLIC_URL = 'http://localhost:3000';
const validator = new ResponseValidator(loadContract());

describe.each(DATABASE_KINDS)('court decisions on %s', (kind) => {
  const sent: MailMessage[] = [];
  let mailDown = false;

  const { app } = useTestApp(kind, {
    env: { PUBLIC_URL },
    providers: {
      mail: {
        send: async (m) => {
          if (mailDown) throw new Error('mail server unreachable');
          sent.push(m);
        },
      },
    },
  });

  const post = (url: string, token: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: withSession(token), payload });

  async function signAt(url: string, action: 'sign' | 'cancel', identityCode = '241172-9342') {
    const page = await app.inject({ url });
    expect(page.statusCode).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ bank: 'osuuspankki', identityCode, action }).toString(),
    });
    expect(res.statusCode).toBe(303);
    const back = new URL(res.headers.location as string);
    expect(back.origin + back.pathname).toBe(`${PUBLIC_URL}/judgement/verify`);
    return {
      page,
      requestId: back.searchParams.get('requestId')!,
      taskId: back.searchParams.get('taskId')!,
    };
  }

  const verify = (token: string, RequestId: string, TaskId: string) =>
    post('/api/judgement/verify', token, {
      Email: 'liisa@example.org',
      IsMandatory: false,
      RequestId,
      TaskId,
      Lang: 'fi',
    });

  it('authenticates at the signing page, e-mails the decision once and marks it downloaded', async () => {
    const liisa = await weakSession(app, '4000001', '44444444');
    const res = await post('/api/judgement/judgementUrl', liisa, {
      Email: 'liisa@example.org',
      OrderNrs: [4000001],
      Lang: 'fi',
      AuthMode: null,
      IsMandatory: false,
    });
    expect(validator.check('getJudgementUrl', 200, res.json()).valid).toBe(true);
    const { page, requestId, taskId } = await signAt(res.json().responseObject.url, 'sign');
    expect(page.body).toContain('<html lang="fi">');
    expect(page.body).toContain('4000001');
    expect(page.body).not.toMatch(/<script|style=/);
    const before = sent.length;
    const verified = await verify(liisa, requestId, taskId);
    expect(verified.json()).toEqual({ status: 0, ErrorCode: null, responseObject: 'ok' });
    expect(validator.check('verifyJudgement', 200, verified.json()).valid).toBe(true);
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)!.to).toBe('liisa@example.org');
    expect(sent.at(-1)!.attachments![0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    // In the debtor's language: what the attachment is, in the portal's words, and a next step.
    expect(sent.at(-1)!.subject).toBe('Tuomioistuimen päätös asiassa\u00a04000001');
    expect(sent.at(-1)!.text).toMatch(/^Hei,\n/);
    expect(sent.at(-1)!.text).toContain('ota yhteyttä asiakaspalveluun');
    expect(sent.at(-1)!.attachments![0]!.fileName).toBe('Tuomioistuimen_paatos.pdf');
    const debt = (await app.inject({ url: '/api/debtor', headers: withSession(liisa) })).json()
      .responseObject.debts[0];
    expect(debt.isVerdictDownloaded).toBe(true);
    // The same return again: answered alike, nothing sent twice.
    expect((await verify(liisa, requestId, taskId)).json().responseObject).toBe('ok');
    expect(sent).toHaveLength(before + 1);
  });

  it('answers cancel, and error when someone else signs', async () => {
    const liisa = await weakSession(app, '4000001', '44444444');
    const sign = async () =>
      (
        await post('/api/judgement/sign', liisa, {
          Email: 'liisa@example.org',
          Lang: 'en',
          IsMandatory: true,
        })
      ).json().responseObject as string;
    const cancelled = await signAt(await sign(), 'cancel');
    expect((await verify(liisa, cancelled.requestId, cancelled.taskId)).json().responseObject).toBe(
      'cancel',
    );
    const before = sent.length;
    const other = await signAt(await sign(), 'sign', '150385-912E');
    expect((await verify(liisa, other.requestId, other.taskId)).json().responseObject).toBe(
      'error',
    );
    expect(sent).toHaveLength(before);
  });

  it("refuses a return for someone else's request or a forged task", async () => {
    const liisa = await weakSession(app, '4000001', '44444444');
    const aino = await weakSession(app, '1000001', '11111111');
    const url = (
      await post('/api/judgement/sign', liisa, {
        Email: 'l@example.org',
        Lang: 'fi',
        IsMandatory: false,
      })
    ).json().responseObject;
    const { requestId, taskId } = await signAt(url, 'sign');
    expect((await verify(aino, requestId, taskId)).statusCode).toBe(404);
    expect((await verify(liisa, requestId, 'forged-task')).statusCode).toBe(404);
    expect((await verify(liisa, 'unknown', taskId)).statusCode).toBe(404);
    expect((await verify(liisa, requestId, taskId)).json().responseObject).toBe('ok');
  });

  it('refuses orders without a decision (403) and of other debtors (404); sign without decisions fails', async () => {
    const aino = await weakSession(app, '1000001', '11111111');
    const body = (OrderNrs: number[]) => ({
      Email: 'a@example.org',
      OrderNrs,
      Lang: 'fi',
      IsMandatory: false,
    });
    expect((await post('/api/judgement/judgementUrl', aino, body([1000001]))).statusCode).toBe(403);
    expect((await post('/api/judgement/judgementUrl', aino, body([4000001]))).statusCode).toBe(404);
    const sign = await post('/api/judgement/sign', aino, {
      Email: 'a@example.org',
      Lang: 'fi',
      IsMandatory: false,
    });
    expect(sign.json()).toEqual({
      status: 1,
      ErrorCode: 'error.judgement.1',
      responseObject: null,
    });
    expect(validator.check('signJudgement', 200, sign.json()).valid).toBe(true);
  });

  it('a decision that cannot be sent answers error.judgement.1, and the next return sends it', async () => {
    const liisa = await weakSession(app, '4000001', '44444444');
    const res = await post('/api/judgement/judgementUrl', liisa, {
      Email: 'liisa@example.org',
      OrderNrs: [4000001],
      Lang: 'fi',
      AuthMode: null,
      IsMandatory: false,
    });
    const { requestId, taskId } = await signAt(res.json().responseObject.url, 'sign');
    const before = sent.length;
    mailDown = true;
    try {
      const failed = await verify(liisa, requestId, taskId);
      expect(failed.statusCode).toBe(200);
      expect(failed.json()).toEqual({
        status: 1,
        ErrorCode: 'error.judgement.1',
        responseObject: null,
      });
      expect(validator.check('verifyJudgement', 200, failed.json()).valid).toBe(true);
    } finally {
      mailDown = false;
    }
    expect(sent).toHaveLength(before);
    expect((await verify(liisa, requestId, taskId)).json().responseObject).toBe('ok');
    expect(sent).toHaveLength(before + 1);
  });
});
