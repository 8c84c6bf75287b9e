/**
 * The server's texts keep the portal's glossary and house style (issue 31): the PDFs, the data
 * export, the reminder e-mails and text messages, and the seeded FAQ and announcements. A failure
 * lists each offending text as `language  path  "word"  what to do`.
 */
import { describe, expect, it } from 'vitest';
import { checkTexts, describeProblems, type LanguageId } from '@portal/translations';
import { DOCUMENT_TEXTS } from '../src/documents/texts';
import { DATA_EXPORT_TEXTS } from '../src/documents/data-export-texts';
import { LANGUAGE_OF } from '../src/documents/portal-words';
import { reminderMessage } from '../src/rules/reminder-rules';
import { ANNOUNCEMENTS, FAQ } from '../src/seed/content';
import { formatEuros, type DocumentLocale } from '../src/lib/money';

const locales = Object.keys(LANGUAGE_OF) as DocumentLocale[];
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

describe('server texts use the portal words (issue 31)', () => {
  it.each(locales)('the PDF texts in %s', (locale) => {
    expectClean(LANGUAGE_OF[locale], DOCUMENT_TEXTS[locale], `documents/texts ${locale}`);
  });

  it.each(locales)('the data export texts in %s', (locale) => {
    expectClean(LANGUAGE_OF[locale], DATA_EXPORT_TEXTS[locale], `data-export-texts ${locale}`);
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
        123_456,
        locales.find((l) => LANGUAGE_OF[l] === language)!,
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
    const locale = locales.find((l) => LANGUAGE_OF[l] === language);
    expectClean(
      language,
      ANNOUNCEMENTS.flatMap((a) =>
        a.contents.filter((c) => c.locale === locale).map((c) => [c.title, plain(c.text)]),
      ),
      'seed/content announcements',
    );
  });

  it('the PDFs name the debt states in the portal words', () => {
    expect(DOCUMENT_TEXTS['en-US'].states[7]).toBe('Claim lodged in bankruptcy');
    expect(DATA_EXPORT_TEXTS['sv-SE'].actionTypes[1]).toBe('Indrivningsbrev');
  });
});
