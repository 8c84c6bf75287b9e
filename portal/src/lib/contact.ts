/**
 * Customer service numbers (spec 1) as dialable addresses: on a phone a tap calls. The visible
 * texts, with the numbers as people write them, are in the translations.
 */
export const contactLinks = {
  privatePhone: 'tel:+35830105620',
  companyPhone: 'tel:+358306035800',
} as const;

/** A mailto: address for an e-mail address shown as text. */
export const mailto = (address: string) => `mailto:${address}`;

/**
 * spec 1, 6: which customer service numbers to show. A company sees the company number, a
 * person the private one; signed out, or before the data has loaded, both.
 */
export function serviceNumbers(debtor: { isCompany: boolean } | null): ('private' | 'company')[] {
  if (!debtor) return ['private', 'company'];
  return debtor.isCompany ? ['company'] : ['private'];
}
