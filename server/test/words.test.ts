/**
 * The server's texts keep the portal's glossary and house style: the PDFs, the data export, the
 * court-decision, invoice-copy and reminder e-mails and text messages, and the seeded FAQ and
 * announcements. A failure lists each offending text as `language  path  "word"  what to do`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkTexts, describeProblems, type LanguageId } from '@portal/translations';
import { DOCUMENT_TEXTS } from '../src/documents/texts';
import { DATA_EXPORT_TEXTS } from '../src/documents/data-export-texts';
import { COURT_DECISION_TEXTS, INVOICE_COPY_TEXTS } from '../src/documents/mail-texts';
import { languageOf } from '@portal/openapi/language';
import { reminderMessage } from '../src/rules/reminder-rules';
import { ANNOUNCEMENTS, FAQ } from '../src/seed/content';
import { cents, formatEuros, type DocumentLocale } from '../src/lib/money';

const locales = Object.keys(languageOf) as DocumentLocale[];
const languages: LanguageId[] = ['fi', 'se', 'en'];

/** HTML as the reader sees it: tags out, entities of spaces back. */
const plain = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, '\u00a0');

function expectClean(language: LanguageId, tree: unknown, prefix: string) {
  const problems = checkTexts(language, tree, prefix);
  expect(
    problems.length,
    `${problems.length} ${language} server text(s) break the glossary (translations/src/glossary.ts):\n` +
      describeProblems(language, problems),
  ).toBe(0);
}

describe('server texts use the portal words', () => {
  it.each(locales)('the PDF texts in %s', (locale) => {
    expectClean(languageOf[locale], DOCUMENT_TEXTS[locale], `documents/texts ${locale}`);
  });

  it.each(locales)('the data export texts in %s', (locale) => {
    expectClean(languageOf[locale], DATA_EXPORT_TEXTS[locale], `data-export-texts ${locale}`);
  });

  it.each(languages)('the reminder e-mail and text message in %s', (language) => {
    for (const kind of ['installment', 'debt'] as const) {
      const message = reminderMessage(language, {
        kind,
        amountCents: 123_456,
        dueDate: '2026-12-02',
        reference: 'RF12 3456',
        caseNumber: 7000001,
        payee: 'Perintä Oy',
      });
      // The amount is a formatted value, the reference the payer's to type as it is.
      const amount = formatEuros(
        cents(123_456),
        locales.find((l) => languageOf[l] === language)!,
      );
      const text = (s: string) => s.replaceAll(amount, '{{amount}}').replaceAll('RF12 3456', 'RF');
      expectClean(
        language,
        { subject: message.subject, text: text(message.text), sms: text(message.sms) },
        `reminder ${kind}`,
      );
    }
  });

  it.each(languages)('the seeded FAQ and announcements in %s', (language) => {
    expectClean(
      language,
      FAQ.map((item) => item[language].slice(0, 2).map(plain)),
      'seed/content FAQ',
    );
    const locale = locales.find((l) => languageOf[l] === language);
    expectClean(
      language,
      ANNOUNCEMENTS.flatMap((a) =>
        a.contents.filter((c) => c.locale === locale).map((c) => [c.title, plain(c.text)]),
      ),
      'seed/content announcements',
    );
  });

  it.each(languages)('the court-decision e-mail and PDF in %s', (language) => {
    const t = COURT_DECISION_TEXTS[language];
    const one = [7000001];
    const two = [7000001, 7000002];
    expectClean(
      language,
      {
        title: t.title,
        caseHeading: t.caseHeading(7000001),
        creditor: t.creditor,
        date: t.date,
        fileName: t.fileName,
        subject: [t.subject(one), t.subject(two)],
        body: [t.body(one), t.body(two)],
      },
      'mail-texts court decision',
    );
  });

  it.each(languages)('the invoice-copy e-mail in %s', (language) => {
    const t = INVOICE_COPY_TEXTS[language];
    expectClean(
      language,
      { subject: t.subject(7000001), body: t.body(7000001, '02.12.2026') },
      'mail-texts invoice copy',
    );
  });

  it('the court-decision e-mail greets, explains, gives a next step and signs off', () => {
    for (const language of languages) {
      const body = COURT_DECISION_TEXTS[language].body([7000001]);
      const paragraphs = body.split('\n\n');
      expect(paragraphs.length, language).toBeGreaterThanOrEqual(5);
      expect(paragraphs[0], language).toMatch(/^(Hei|Hej|Hello),$/);
      expect(body, language).toContain('030\u00a010\u00a05620');
      expect(paragraphs.at(-1), language).toMatch(/\nPerintä Oy$/);
    }
  });

  // Every text the server sends lives in documents/: a new texts module there must be added to
  // this test, and the services keep no sentence of their own (only the company's name).
  it('reads every server text module, and the services hold no user-facing sentence', () => {
    const documents = new URL('../src/documents/', import.meta.url);
    expect(
      readdirSync(documents)
        .filter((f) => /texts\.ts$/.test(f))
        .sort(),
    ).toEqual(['data-export-texts.ts', 'mail-texts.ts', 'texts.ts']);
    const services = new URL('../src/services/', import.meta.url);
    const sentences = readdirSync(services)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .flatMap((f) => {
        const code = readFileSync(new URL(f, services), 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/^\s*\/\/.*$/gm, '');
        return [...code.matchAll(/(['`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)]
          .map((m) => m[2]!)
          .filter((text) => /[äöåÄÖÅ]/.test(text) && text !== 'Perintä Oy')
          .map((text) => `${f}: ${text}`);
      });
    expect(sentences).toEqual([]);
  });

  it('the PDFs name the debt states in the portal words', () => {
    expect(DOCUMENT_TEXTS['en-US'].states[7]).toBe('Claim lodged in bankruptcy');
    expect(DATA_EXPORT_TEXTS['sv-SE'].actionTypes[1]).toBe('Indrivningsbrev');
  });
});
