import { htmlLangOf, type LanguageId, parseLanguageId } from '@portal/openapi/language';
/** Texts of the sandbox pages (identity provider, bank), in the portal's three languages. */
export type SandboxLang = LanguageId;

/** `<html lang>` of a sandbox page: the one map of openapi/src/language.ts. */
export const HTML_LANG: Record<SandboxLang, string> = htmlLangOf;

export const SANDBOX_TEXTS = {
  fi: {
    sandboxNotice: 'Testiympäristö: tämä sivu korvaa oikean palveluntarjoajan.',
    idpTitle: 'Tunnistautuminen',
    idpIntro: 'Valitse pankki ja testihenkilön henkilötunnus.',
    bank: 'Pankki',
    persona: 'Testihenkilö',
    otherCode: 'Tai muu henkilötunnus',
    otherCodeHint: 'Esimerkiksi 010101-123N. Jätä tyhjäksi, jos valitsit testihenkilön.',
    noPersona: 'Muu henkilötunnus (kirjoita alle)',
    authenticate: 'Tunnistaudu',
    cancel: 'Peruuta',
    invalidCode: 'Henkilötunnus ei ole kelvollinen.',
    expired: 'Tunnistautuminen on vanhentunut. Aloita alusta palvelussa.',
    errorTitle: 'Virhe',
    bankTitle: 'Maksu',
    receiver: 'Saaja',
    amount: 'Summa',
    reference: 'Viite',
    pay: 'Maksa',
    signTitle: 'Allekirjoitus',
    signIntro: 'Tunnistaudu ja allekirjoita asiakirja.',
    document: 'Asiakirja',
    sign: 'Allekirjoita',
  },
  se: {
    sandboxNotice: 'Testmiljö: denna sida ersätter den riktiga tjänsteleverantören.',
    idpTitle: 'Identifiering',
    idpIntro: 'Välj bank och testpersonens personbeteckning.',
    bank: 'Bank',
    persona: 'Testperson',
    otherCode: 'Eller annan personbeteckning',
    otherCodeHint: 'Till exempel 010101-123N. Lämna tomt om du valde en testperson.',
    noPersona: 'Annan personbeteckning (skriv nedan)',
    authenticate: 'Identifiera',
    cancel: 'Avbryt',
    invalidCode: 'Personbeteckningen är inte giltig.',
    expired: 'Identifieringen har gått ut. Börja om i tjänsten.',
    errorTitle: 'Fel',
    bankTitle: 'Betalning',
    receiver: 'Mottagare',
    amount: 'Belopp',
    reference: 'Referens',
    pay: 'Betala',
    signTitle: 'Underskrift',
    signIntro: 'Identifiera dig och underteckna dokumentet.',
    document: 'Dokument',
    sign: 'Underteckna',
  },
  en: {
    sandboxNotice: 'Sandbox: this page stands in for the real service provider.',
    idpTitle: 'Identification',
    idpIntro: "Choose a bank and a test person's identity code.",
    bank: 'Bank',
    persona: 'Test person',
    otherCode: 'Or another identity code',
    otherCodeHint: 'For example 010101-123N. Leave empty if you chose a test person.',
    noPersona: 'Another identity code (type it below)',
    authenticate: 'Identify',
    cancel: 'Cancel',
    invalidCode: 'The identity code is not valid.',
    expired: 'The identification has expired. Start again in the service.',
    errorTitle: 'Error',
    bankTitle: 'Payment',
    receiver: 'Receiver',
    amount: 'Amount',
    reference: 'Reference',
    pay: 'Pay',
    signTitle: 'Signature',
    signIntro: 'Identify yourself and sign the document.',
    document: 'Document',
    sign: 'Sign',
  },
} satisfies Record<SandboxLang, Record<string, string>>;

export type SandboxTexts = (typeof SANDBOX_TEXTS)['fi'];

/** The nine bank providers of spec section 3. */
export const BANKS = [
  { id: 'osuuspankki', name: 'OP' },
  { id: 'nordea', name: 'Nordea' },
  { id: 'pop', name: 'POP Pankki' },
  { id: 'aktia', name: 'Aktia' },
  { id: 'saastopankki', name: 'Säästöpankki' },
  { id: 'omasp', name: 'Oma Säästöpankki' },
  { id: 'spankki', name: 'S-Pankki' },
  { id: 'alandsbanken', name: 'Ålandsbanken' },
  { id: 'danske', name: 'Danske Bank' },
] as const;

export function sandboxLang(value: unknown): SandboxLang {
  return parseLanguageId(value) ?? 'fi';
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** HTML-escapes text for element content and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** A whole sandbox page: lang attribute, title, heading, the shared stylesheet, no inline code. */
export function sandboxPage(lang: SandboxLang, title: string, body: string): string {
  const t = SANDBOX_TEXTS[lang];
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/sandbox/static/sandbox.css">
</head>
<body>
<main>
<p class="notice">${escapeHtml(t.sandboxNotice)}</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}
