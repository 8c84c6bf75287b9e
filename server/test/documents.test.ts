/** PDF documents in the three locales, read back with pdftotext, carry the debtor's real figures. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cents } from '../src/lib/money';
import { formatDay } from '../src/lib/dates';
import { withSession, strongSession, weakSession } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

const dir = mkdtempSync(join(tmpdir(), 'portal-pdf-'));
let counter = 0;

/** The PDF's text as pdftotext reads it, white space collapsed. */
function pdfText(pdf: Buffer): string {
  const file = join(dir, `doc-${++counter}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
}

describe.each(DATABASE_KINDS)('documents on %s', (kind) => {
  let aino: string;
  let juha: string;

  const { app, database } = useTestApp(kind);

  beforeAll(async () => {
    aino = await weakSession(app, '1000001', '11111111');
    juha = await weakSession(app, '7000001', '77777777');
  });

  async function download(url: string, token: string) {
    const res = await app.inject({ url, headers: withSession(token) });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    return { res, text: pdfText(res.rawPayload) };
  }

  it.each([
    [
      'fi-FI',
      'Saldoraportti',
      'Saldoraportti_100001.pdf',
      ['375,80 €', '325,80 €', '50,00 €', '184,50 €', '24,00 €'],
    ],
    [
      'sv-SE',
      'Saldorapport',
      'Saldorapport_100001.pdf',
      ['375,80 €', '325,80 €', '50,00 €', 'Kvar'],
    ],
    [
      'en-US',
      'Balance report',
      'Balance_report_100001.pdf',
      ['€375.80', '€325.80', '€50.00', 'Left to pay'],
    ],
  ])('balance report in %s', async (locale, title, fileName, figures) => {
    const { res, text } = await download(`/api/orders/balancereport/${locale}/100001`, aino);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(text).toContain(title);
    expect(text).toContain('Aino Virtanen');
    expect(text).toContain('Etelä-Suomen Energia Oy');
    expect(text).toContain('1000001');
    for (const figure of figures) expect(text).toContain(figure);
  });

  it('reflects a new payment in the balance report', async () => {
    const { payments } = await import('../src/db/schema');
    await database.db.insert(payments).values({
      debtNr: 100001,
      paymentDate: '2025-01-02',
      bookingDate: '2025-01-03',
      amountCents: cents(12_345),
    });
    const { text } = await download('/api/orders/balancereport/fi-FI/100001', aino);
    expect(text).toContain('173,45 €'); // paid 50.00 + 123.45
    expect(text).toContain('202,35 €'); // left 375.80 - 173.45
    expect(text).toContain(formatDay('2025-01-02'));
  });

  it.each([
    [
      'fi-FI',
      'Maksusuunnitelman vahvistus',
      'Maksusuunnitelman_vahvistus_7001.pdf',
      ['1 640,00 €', '600,00 €', '1 040,00 €', '200,00 €'],
    ],
    [
      'sv-SE',
      'Bekräftelse av betalningsplan',
      'Bekraftelse_av_betalningsplan_7001.pdf',
      ['1 640,00 €', '600,00 €', '1 040,00 €'],
    ],
    [
      'en-US',
      'Payment plan confirmation',
      'Payment_plan_confirmation_7001.pdf',
      ['€1,640.00', '€600.00', '€1,040.00'],
    ],
  ])('payment plan confirmation in %s', async (locale, title, fileName, figures) => {
    const { res, text } = await download(
      `/api/paymentplan/paymentplanconfirmation/${locale}/7001`,
      juha,
    );
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(text).toContain(title);
    expect(text).toContain('Juha Laine');
    expect(text).toContain('7000001');
    expect(text).toContain('7000002');
    for (const figure of figures) expect(text).toContain(figure);
  });

  it('refuses reports when personal information is hidden', async () => {
    const elina = await weakSession(app, '8000001', '88888888');
    const res = await app.inject({
      url: '/api/orders/balancereport/fi-FI/800001',
      headers: withSession(elina),
    });
    expect(res.statusCode).toBe(403);
  });

  it('a strong session gets the report of any of its debts; an ended one too', async () => {
    const matti = await strongSession(app, 2);
    const { text } = await download('/api/orders/balancereport/en-US/200005', matti);
    expect(text).toContain('Paid');
    expect(text).toContain('€229.00');
  });
});
