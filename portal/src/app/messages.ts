import type { LanguageId, Messages } from '@portal/translations';
import fiUrl from '@portal/translations/fi.json?url';
import svUrl from '@portal/translations/sv.json?url';
import enUrl from '@portal/translations/en.json?url';

/**
 * Each language's messages are a hashed JSON file fetched when the language is first used: the
 * portal downloads only the language in use, and messages are parsed as data rather than shipped
 * as JavaScript (the login route's budget is 150 KB of JavaScript).
 */
const urlOf: Record<LanguageId, string> = { fi: fiUrl, se: svUrl, en: enUrl };

export async function loadMessages(language: LanguageId): Promise<Messages> {
  const response = await fetch(urlOf[language]);
  if (!response.ok) throw new Error(`Messages for ${language}: HTTP ${response.status}`);
  return (await response.json()) as Messages;
}
