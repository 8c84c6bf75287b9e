/**
 * Free public help for a debtor who cannot pay (the "cannot pay" page): the addresses and numbers
 * as the services publish them. The texts are in translations (cantPay.help). Check them when the
 * year's protected amounts are added (protected-amount.ts).
 */
export const publicHelp = {
  /** The legal aid offices' financial and debt advice (talous- ja velkaneuvonta): each office has its own number, listed on this page. */
  debtAdvice: { href: 'https://www.oikeus.fi/talousjavelkaneuvonta/' },
  /** The Guarantee Foundation (Takuusäätiö) and its free debt helpline, Velkalinja (0800 9 8009). */
  guarantee: { href: 'https://www.takuusaatio.fi/', phone: 'tel:+35880098009' },
} as const;
