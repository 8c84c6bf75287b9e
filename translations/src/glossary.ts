import type { LanguageId } from '@portal/openapi';

/**
 * The portal's vocabulary: for each term the one word used in each language, the words not to
 * use, and a one-line definition for translators. The portal, the PDFs, the data export and the
 * e-mails all use these words; `checkText` keeps them to it. Where the texts state the law about
 * a term, `source` names the section, so that a reviewer can check the text against it.
 *
 * An entry of `avoid` is matched case-insensitively as a whole word (`bill` does not match
 * `billing`); one ending in `*` matches every word it begins (`installment*` matches
 * `installments`), which is how Finnish and Swedish compounds and inflections are caught.
 */
export interface GlossaryWord {
  /** The word to use (as in a sentence; labels capitalise it). */
  use: string;
  /** Words not to use for this term. */
  avoid?: readonly string[];
}

export interface GlossaryTerm {
  /** The term, in English, as the code and the spec name it. */
  term: string;
  /** One line for translators: what the term means here. */
  definition: string;
  /** The law the texts state about this term, with its section (Finlex numbering). */
  source?: string;
  fi: GlossaryWord;
  se: GlossaryWord;
  en: GlossaryWord;
}

export const glossary: readonly GlossaryTerm[] = [
  // --- Finnish debt collection: the legal terms
  {
    term: 'debt collection',
    definition: 'Collecting an overdue debt for the creditor under the Debt Collection Act.',
    source: 'Debt Collection Act (laki saatavien perinnästä, perintälaki) 513/1999',
    fi: { use: 'perintä' },
    se: { use: 'indrivning', avoid: ['inkasso*'] },
    en: { use: 'collection', avoid: ['debt recovery'] },
  },
  {
    term: 'collection letter',
    definition: 'The letter asking the debtor to pay a debt that is in collection.',
    fi: { use: 'perintäkirje' },
    se: { use: 'indrivningsbrev', avoid: ['inkassobrev*'] },
    en: { use: 'collection letter', avoid: ['dunning letter'] },
  },
  {
    term: 'enforcement',
    definition:
      'Collection by the National Enforcement Authority (ulosotto) after a judgment; the code calls it distraint.',
    source:
      'Enforcement Code (ulosottokaari) 705/2007: chapter 2 section 2 (a judgment is an enforcement title), chapter 4 (attachment, of wages and pensions in sections 48 ff.)',
    fi: { use: 'ulosotto', avoid: ['ulosottoviras*'] },
    se: { use: 'utsökning', avoid: ['exekution*'] },
    en: { use: 'enforcement', avoid: ['distraint', 'execution', 'bailiff'] },
  },
  {
    term: 'debt restructuring',
    definition: "A court-confirmed arrangement of a private person's debts (velkajärjestely).",
    fi: { use: 'velkajärjestely' },
    se: { use: 'skuldsanering', avoid: ['skuldreglering*'] },
    en: { use: 'debt restructuring', avoid: ['debt adjustment', 'debt arrangement'] },
  },
  {
    term: 'payment programme',
    definition: 'The payment plan the district court confirms in a debt restructuring.',
    fi: { use: 'maksuohjelma' },
    se: { use: 'betalningsprogram' },
    en: { use: 'payment programme', avoid: ['payment schedule', 'payment program'] },
  },
  {
    term: 'district court',
    definition: 'The first-instance court (käräjäoikeus) that hears a collection case.',
    fi: { use: 'käräjäoikeus' },
    se: { use: 'tingsrätt' },
    en: { use: 'district court', avoid: ['local court', 'county court'] },
  },
  {
    term: 'summons',
    definition: 'The district court document that starts a case against the debtor (haaste).',
    source:
      'Code of Judicial Procedure (oikeudenkäymiskaari) 4/1734, chapter 5: section 10 (the defendant is summoned to answer by a deadline), section 13 (no answer in time: judgment by default)',
    fi: { use: 'haaste' },
    se: { use: 'stämning' },
    en: { use: 'summons', avoid: ['subpoena*'] },
  },
  {
    term: 'judgment',
    definition: "The district court's decision that the debt must be paid (tuomio).",
    source:
      'Enforcement Code 705/2007, chapter 2 section 2 (enforceable); Credit Information Act (luottotietolaki) 527/2007, section 20 (payment default entry)',
    fi: { use: 'tuomio' },
    se: { use: 'dom' },
    en: { use: 'judgment', avoid: ['judgement*'] },
  },
  {
    term: 'court decision',
    definition: 'The document of the judgment, delivered to the debtor through the portal.',
    fi: { use: 'tuomioistuimen päätös' },
    se: { use: 'domstolens beslut' },
    en: { use: 'court decision', avoid: ['verdict'] },
  },
  {
    term: 'payment default entry',
    definition:
      "An entry in the debtor's credit information, made after a judgment (maksuhäiriömerkintä).",
    source: 'Credit Information Act (luottotietolaki) 527/2007, section 20',
    fi: { use: 'maksuhäiriömerkintä' },
    se: { use: 'betalningsanmärkning' },
    en: { use: 'payment default entry', avoid: ['payment remark', 'credit default', 'bad credit'] },
  },
  {
    term: 'claim lodged in bankruptcy',
    definition: "The creditor's claim lodged in the debtor's bankruptcy (konkurssivalvonta).",
    fi: { use: 'konkurssivalvonta' },
    se: { use: 'konkursbevakning' },
    en: { use: 'claim lodged in bankruptcy', avoid: ['bankruptcy supervision'] },
  },
  {
    term: 'settlement',
    definition:
      'An agreement with the creditor, made in the portal, that ends a case in court with a binding plan.',
    fi: { use: 'sovinto', avoid: ['sovintoratkaisu*'] },
    se: { use: 'förlikning' },
    en: { use: 'settlement', avoid: ['reconciliation'] },
  },
  {
    term: 'complaint',
    definition: 'The debtor disputing a debt or its costs (reklamaatio); collection pauses.',
    source:
      'Debt Collection Act 513/1999, section 4 (good collection practice), as the Consumer Ombudsman reads it: collection pauses while a dispute is examined',
    fi: { use: 'reklamaatio' },
    se: { use: 'reklamation' },
    en: { use: 'complaint', avoid: ['reclamation', 'disputed', 'disputes'] },
  },
  {
    term: 'collection costs',
    definition: 'The costs the Debt Collection Act allows to be added to a debt in collection.',
    source:
      'Debt Collection Act 513/1999, section 10 e (maximum collection costs of a consumer debt, the written payment plan among them)',
    fi: { use: 'perintäkulut' },
    se: { use: 'indrivningskostnader' },
    en: { use: 'collection costs', avoid: ['collection fees', 'collection charges'] },
  },
  // --- The debt and paying it
  {
    term: 'instalment',
    definition: 'One payment of a payment plan, due on its own due date.',
    fi: { use: 'erä' },
    se: { use: 'rat', avoid: ['avbetalningsrat*'] },
    en: { use: 'instalment', avoid: ['installment*'] },
  },
  {
    term: 'payment plan',
    definition: 'Paying a debt in monthly instalments, agreed in the portal.',
    source:
      'Debt Collection Act 513/1999, section 10 e: a written plan may cost at most 20 EUR (principal at most 100 EUR or at most four instalments), 30 EUR (principal over 100 and at most 1,000 EUR), 50 EUR (over 1,000 EUR); charged for at most two plans on a debt, one if the principal is at most 100 EUR',
    fi: { use: 'maksusuunnitelma' },
    se: { use: 'betalningsplan' },
    en: { use: 'payment plan', avoid: ['repayment plan', 'payment arrangement'] },
  },
  {
    term: 'due date',
    definition: 'The last day by which a payment must be made.',
    fi: { use: 'eräpäivä' },
    se: { use: 'förfallodag', avoid: ['förfallodatum'] },
    en: { use: 'due date', avoid: ['expiry date', 'maturity date'] },
  },
  {
    term: 'creditor',
    definition: 'The one the debt is owed to, who has given it to us to collect.',
    fi: { use: 'velkoja' },
    se: { use: 'borgenär', avoid: ['fordringsägare'] },
    en: { use: 'creditor' },
  },
  {
    term: 'principal',
    definition: 'The debt itself, without interest and costs (pääoma).',
    fi: { use: 'pääoma' },
    se: { use: 'kapital' },
    en: { use: 'principal', avoid: ['capital'] },
  },
  {
    term: 'invoice',
    definition: "The creditor's original invoice, one of the items of a debt (lasku).",
    fi: { use: 'lasku' },
    se: { use: 'faktura' },
    en: { use: 'invoice', avoid: ['bill', 'bills'] },
  },
  {
    term: 'case number',
    definition: 'The number of a debt in collection, printed on our letters (asianumero).',
    fi: { use: 'asianumero' },
    se: { use: 'ärendenummer' },
    en: { use: 'case number', avoid: ['order number'] },
  },
  {
    term: 'reference number',
    definition: 'The number that matches a bank transfer to the debt (viitenumero).',
    fi: { use: 'viitenumero' },
    se: { use: 'referensnummer' },
    en: { use: 'reference number' },
  },
  {
    term: 'balance report',
    definition: "The PDF of a debt's invoices, payments and balance (saldoraportti).",
    fi: { use: 'saldoraportti' },
    se: { use: 'saldorapport' },
    en: { use: 'balance report' },
  },
  // --- Logging in and the service
  {
    term: 'log in',
    definition: 'Entering the portal; the noun is "login".',
    fi: { use: 'kirjautua' },
    se: { use: 'logga in' },
    en: { use: 'log in / log out', avoid: ['sign in', 'sign out', 'signing in', 'log on'] },
  },
  {
    term: 'online ID',
    definition: 'The code in our letter that logs in to one case with its case number.',
    fi: { use: 'verkkotunnus' },
    se: { use: 'nätkod' },
    en: { use: 'online ID', avoid: ['online code'] },
  },
  {
    term: 'online banking ID',
    definition: 'Strong electronic identification with bank credentials (pankkitunnukset).',
    fi: { use: 'pankkitunnukset', avoid: ['verkkopankkitunnu*'] },
    se: { use: 'bankkoder', avoid: ['nätbankskod*'] },
    en: {
      use: 'online banking ID',
      avoid: [
        'bank credentials',
        'banking credentials',
        'online banking credentials',
        'banking codes',
        'bank codes',
      ],
    },
  },
  {
    term: 'personal identity code',
    definition: 'The Finnish personal identity code (henkilötunnus).',
    fi: { use: 'henkilötunnus' },
    se: { use: 'personbeteckning', avoid: ['personnummer'] },
    en: { use: 'personal identity code', avoid: ['social security number', 'personal ID number'] },
  },
  {
    term: 'business ID',
    definition: "A company's Finnish business ID (Y-tunnus).",
    fi: { use: 'Y-tunnus' },
    se: { use: 'FO-nummer' },
    en: { use: 'business ID', avoid: ['company ID'] },
  },
  {
    term: 'front page',
    definition: "The signed-in debtor's first page, /front-page.",
    fi: { use: 'etusivu', avoid: ['aloitussivu*'] },
    se: { use: 'startsida' },
    en: { use: 'front page', avoid: ['start page', 'home page', 'homepage'] },
  },
  {
    term: 'My details',
    definition: "The page of the debtor's contact details and choices, /profile.",
    fi: { use: 'Omat tiedot', avoid: ['omiin tietoihin'] },
    se: { use: 'Mina uppgifter' },
    en: { use: 'My details', avoid: ['My information', 'My profile'] },
  },
  {
    term: 'privacy notice',
    definition: 'The text that tells how we process personal data (tietosuojaseloste).',
    source:
      'GDPR (EU) 2016/679: articles 13-14 (information), 15 (access), 16 (rectification), 21 (objection), 77 (complaint to the supervisory authority, in Finland the Data Protection Ombudsman)',
    fi: { use: 'tietosuojaseloste', avoid: ['tietosuojakäytän*'] },
    se: { use: 'dataskyddsbeskrivning', avoid: ['integritetspolicy', 'dataskyddspolicy'] },
    en: { use: 'privacy notice', avoid: ['privacy policy', 'privacy statement'] },
  },
  {
    term: 'necessary cookies',
    definition: 'Cookies the service cannot work without; always on.',
    fi: { use: 'välttämättömät evästeet' },
    se: { use: 'nödvändiga kakor' },
    en: { use: 'necessary cookies', avoid: ['essential'] },
  },
  {
    term: 'email',
    definition: 'Electronic mail, and an address for it.',
    fi: { use: 'sähköposti', avoid: ['e-mail*', 'meili*'] },
    se: { use: 'e-post', avoid: ['mejl*', 'email'] },
    en: { use: 'email', avoid: ['e-mail*'] },
  },
  {
    term: 'text message',
    definition: 'A message to a mobile phone (SMS).',
    fi: { use: 'tekstiviesti' },
    se: { use: 'sms', avoid: ['textmeddelande*'] },
    en: { use: 'text message', avoid: ['SMS message*'] },
  },
  {
    term: 'customer service',
    definition: 'Our customer service by phone, chat, text message and email.',
    fi: { use: 'asiakaspalvelu', avoid: ['asiakastuki*'] },
    se: { use: 'kundtjänst' },
    en: { use: 'customer service', avoid: ['customer support', 'customer care'] },
  },
  {
    term: 'Debt Portal',
    definition: 'The name of this service.',
    fi: { use: 'Velkaportaali' },
    se: { use: 'Skuldportalen' },
    en: { use: 'Debt Portal', avoid: ['debtor portal'] },
  },
  {
    term: 'working day',
    definition:
      'Monday to Friday except public holidays: reply times and the due dates one may choose.',
    fi: { use: 'arkipäivä' },
    se: { use: 'vardag' },
    en: { use: 'working day', avoid: ['business day*', 'weekday*'] },
  },
  // --- Words the native-speaker review found in two forms (docs/words-review-2.md)
  {
    term: 'case',
    definition:
      "One debt in collection as the debtor knows it, with its case number; never the collector's internal word.",
    fi: { use: 'asia', avoid: ['toimeksianto*', 'toimeksiann*'] },
    se: { use: 'ärende', avoid: ['uppdrag'] },
    en: { use: 'case', avoid: ['assignment'] },
  },
  {
    term: 'recorded',
    definition:
      'A payment entered against the debt (kirjattu); its date is the date recorded, which can follow the payment date.',
    fi: { use: 'kirjattu' },
    se: { use: 'bokförd', avoid: ['registrerad', 'registrerade', 'registrerats'] },
    en: { use: 'recorded', avoid: ['registered', 'booking date'] },
  },
  {
    term: 'part payment',
    definition: 'Paying part of the amount due, outside a plan (osamaksu).',
    fi: { use: 'osamaksu', avoid: ['osasuoritu*'] },
    se: { use: 'delbetalning' },
    en: { use: 'part payment', avoid: ['partial payment*'] },
  },
  {
    term: 'copy of personal data',
    definition:
      'A copy of the data we hold on the debtor: the first one free, a reasonable fee only for further copies.',
    source:
      'GDPR (EU) 2016/679: article 15(3) (a reasonable fee only for further copies), article 12(5) (otherwise free unless manifestly unfounded or excessive)',
    fi: { use: 'kopio' },
    se: { use: 'kopia' },
    en: { use: 'copy' },
  },
  {
    term: 'internet connection',
    definition: "The debtor's connection to the internet, in the network error texts.",
    fi: { use: 'verkkoyhteys' },
    se: { use: 'internetanslutning', avoid: ['nätverksanslutning*'] },
    en: { use: 'internet connection', avoid: ['network connection'] },
  },
  {
    term: 'contact request',
    definition: 'A message the debtor sends us from the portal asking us to get in touch.',
    fi: { use: 'yhteydenottopyyntö' },
    se: { use: 'kontaktbegäran', avoid: ['kontaktförfrågning*'] },
    en: { use: 'contact request' },
  },
];

/** The house style of each language, written for translators (checked by `checkWords`). */
export const houseStyle: Record<LanguageId, readonly string[]> = {
  fi: [
    'Rahamäärät, päivämäärät ja luvut tulevat paikkamerkeistä ({{amount}}, {{min}}), jotka muotoillaan kuten muut summat; tekstiin ei kirjoiteta summia.',
    'Puhelinnumeroissa ja tuhaterottimissa sitova välilyönti (U+00A0): 030 10 5620.',
    'Kolme pistettä on yksi merkki (…), heti sanan perään.',
    'Velallinen näkee asian (asia 7000001), ei toimeksiantoa; toimeksiantaja on velkoja, jonka puolesta perimme.',
    'Summien väli ajatusviivalla ja välilyönneillä ({{min}} – {{max}}), päivämäärien ja lukujen väli ilman (3–5).',
  ],
  se: [
    'Belopp, datum och tal kommer från platshållare ({{amount}}, {{min}}) som formateras som andra belopp; inga belopp skrivs in i texten.',
    'Hårt mellanslag (U+00A0) i telefonnummer och tusental: 030 10 5620, 1 000.',
    '”sms” (inte textmeddelande), ”e-post”, ”Upprepa e-postadressen” som etikett för den andra e-postrutan.',
    'Tre punkter är ett tecken (…) direkt efter ordet: ”Laddar…”.',
  ],
  en: [
    'British spelling: instalment, programme, judgment; "email", "log in"/"log out", "front page", "My details", "privacy notice", "online banking ID".',
    "Straight apostrophes (the debtor's), never curly ones.",
    'Full forms, never negative contractions: "cannot", "do not", "could not" (a contraction can be misread).',
    'Amounts come from placeholders ({{amount}}, {{min}}) formatted like every other amount; no amount is typed into a text.',
    'Non-breaking spaces (U+00A0) inside phone numbers and in dates written with a month name: 030 10 5620, 2 December 2021.',
    '"Repeat email address" as the label of the second email field; the ellipsis is one character (…).',
  ],
};

// ------------------------------------------------------------------ the check

/** One problem found in one text. */
export interface WordProblem {
  /** Where the text is: a translation key, or a server text's path. */
  key: string;
  /** The offending word or characters, as found in the text. */
  found: string;
  /** What to do instead. */
  fix: string;
}

const LETTER = '\\p{L}\\p{N}';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A glossary `avoid` entry as a pattern: a whole word, or a stem when it ends with `*`. */
function avoidPattern(word: string): RegExp {
  const stem = word.endsWith('*');
  const body = escape(stem ? word.slice(0, -1) : word).replace(/ /g, '\\s+');
  return new RegExp(`(?<![${LETTER}])${body}${stem ? `[${LETTER}-]*` : `(?![${LETTER}])`}`, 'giu');
}

const forbidden: Record<LanguageId, { pattern: RegExp; fix: string }[]> = {
  fi: [],
  se: [],
  en: [],
};
for (const entry of glossary) {
  for (const language of ['fi', 'se', 'en'] as const) {
    for (const word of entry[language].avoid ?? []) {
      forbidden[language].push({
        pattern: avoidPattern(word),
        fix: `glossary "${entry.term}": use "${entry[language].use}"`,
      });
    }
  }
}

const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December|' +
  'januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december';

/** Typography rules of every language: amounts, numbers, dates, ellipses and apostrophes. */
const typography: {
  languages: readonly LanguageId[];
  pattern: RegExp;
  /** A match is a problem only when it also matches this. */
  only?: RegExp;
  fix: string;
}[] = [
  {
    languages: ['fi', 'se', 'en'],
    // A typed amount: 5,00 €, €5.00, 20 euros, 20 euroa (a placeholder is never one).
    pattern: /\d+(?:[\s\u00a0.,]\d+)*\s?(?:€|euro(?:s|a|n|lla)?\b)|€\s?\d+(?:[.,]\d+)*/giu,
    fix: 'an amount typed into the text: use a placeholder such as {{amount}}, formatted like other amounts',
  },
  {
    languages: ['fi', 'se', 'en'],
    // Digit groups split by an ordinary space: phone numbers, thousands, account numbers.
    pattern: /\d+(?:[ \t\u00a0]\d+)*[ \t]\d+(?:[ \t\u00a0]\d+)*/gu,
    fix: 'digits separated by an ordinary space: use a non-breaking space (U+00A0)',
  },
  {
    languages: ['se', 'en'],
    pattern: new RegExp(`\\d{1,2}\\s+(?:${MONTHS})(?:\\s+\\d{4})?|(?:${MONTHS})\\s+\\d{4}`, 'gu'),
    only: /[ \t]/,
    fix: 'a date with an ordinary space: use non-breaking spaces (U+00A0) inside a date',
  },
  {
    languages: ['fi', 'se', 'en'],
    // "{{rate}} %": the sign must not wrap onto a line of its own.
    pattern: /\{\{\}\}[ \t]%/gu,
    fix: 'an ordinary space before %: use a non-breaking space (U+00A0)',
  },
  {
    languages: ['fi', 'se', 'en'],
    pattern: /\.\.\.|[ \t\u00a0]…/gu,
    fix: 'the ellipsis is one character (…) right after the word',
  },
  {
    languages: ['en'],
    pattern: /[\u2018\u2019]/gu,
    fix: 'straight apostrophes in English',
  },
  {
    languages: ['en'],
    // can't, don't, couldn't, won't: full forms read unambiguously, and the error texts use them.
    pattern: /(?<![\p{L}])\p{L}+n't(?![\p{L}])/giu,
    fix: 'a negative contraction: write it in full ("cannot", "do not")',
  },
];

/** Every problem of one text in one language. Placeholders (`{{name}}`) are never checked. */
export function checkText(language: LanguageId, key: string, text: string): WordProblem[] {
  const plain = text.replace(/\{\{\s*\w+\s*\}\}/g, '{{}}');
  const problems: WordProblem[] = [];
  for (const { pattern, fix } of forbidden[language]) {
    for (const match of plain.matchAll(pattern)) problems.push({ key, found: match[0], fix });
  }
  for (const rule of typography) {
    if (!rule.languages.includes(language)) continue;
    for (const match of plain.matchAll(rule.pattern)) {
      if (!rule.only || rule.only.test(match[0])) {
        problems.push({ key, found: match[0], fix: rule.fix });
      }
    }
  }
  return problems;
}

/** Every string of a tree of texts (a message file, a server table) with its dotted path. */
export function textsOf(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    textsOf(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** Every problem in a tree of texts of one language. */
export function checkTexts(language: LanguageId, tree: unknown, prefix = ''): WordProblem[] {
  return textsOf(tree, prefix).flatMap(([key, text]) => checkText(language, key, text));
}

/** Problems as one line each, for a failing test: `se  profile.smsAllowed  "textmeddelanden"  …`. */
export function describeProblems(language: LanguageId, problems: readonly WordProblem[]): string {
  return problems
    .map(({ key, found, fix }) => `${language}  ${key}  "${found.replace(/\u00a0/g, '⍽')}"  ${fix}`)
    .join('\n');
}
