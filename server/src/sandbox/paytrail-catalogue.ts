/**
 * What the sandbox Paytrail offers: the specification's nine banks and MobilePay, in Paytrail's
 * groups (`mobile` first: a debtor on a phone most often pays with MobilePay), with `checkout-
 * provider` ids as Paytrail names them, and drawn logos served by this server.
 */
import { BANKS, escapeHtml } from './texts';

export type PaytrailGroupId = 'mobile' | 'bank';

export interface SandboxMethod {
  id: string;
  name: string;
  group: PaytrailGroupId;
  /** The drawn logo: initials on the brand colour (contrast at least 4.5:1 with white). */
  initials: string;
  colour: string;
}

const BANK_LOGOS: Record<(typeof BANKS)[number]['id'], [initials: string, colour: string]> = {
  osuuspankki: ['OP', '#b34700'],
  nordea: ['N', '#00005e'],
  pop: ['POP', '#1d4f91'],
  aktia: ['A', '#8a1c3b'],
  saastopankki: ['SP', '#a8112b'],
  omasp: ['OMA', '#005f73'],
  spankki: ['S', '#00693c'],
  alandsbanken: ['ÅB', '#003a70'],
  danske: ['DB', '#003755'],
};

export const SANDBOX_METHODS: readonly SandboxMethod[] = [
  { id: 'mobilepay', name: 'MobilePay', group: 'mobile', initials: 'MP', colour: '#3d4ad6' },
  ...BANKS.map((bank) => ({
    id: bank.id,
    name: bank.name,
    group: 'bank' as const,
    initials: BANK_LOGOS[bank.id][0],
    colour: BANK_LOGOS[bank.id][1],
  })),
];

/** Paytrail's group names in its three languages (`language` FI, SV, EN). */
export const GROUP_NAMES: Record<PaytrailGroupId, Record<'FI' | 'SV' | 'EN', string>> = {
  mobile: { FI: 'Mobiilimaksutavat', SV: 'Mobila betalningssätt', EN: 'Mobile payment methods' },
  bank: { FI: 'Pankkimaksutavat', SV: 'Bankbetalningar', EN: 'Bank payment methods' },
};

export const GROUP_ORDER: readonly PaytrailGroupId[] = ['mobile', 'bank'];

/**
 * Methods whose payments Paytrail can refund only by e-mail, not through the refund API
 * (Paytrail's provider limitations): a refund of such a payment answers 422.
 */
export const NO_API_REFUND = new Set(['spankki', 'alandsbanken']);

export const LOGO_PATH = '/sandbox/static/methods';

/** A method's or group's logo: a rounded square with its initials, 80 × 80. */
export function logoSvg(initials: string, colour: string): string {
  const size = initials.length > 2 ? 26 : 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80" role="img"><rect width="80" height="80" rx="12" fill="${colour}"/><text x="40" y="40" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${size}" fill="#fff">${escapeHtml(initials)}</text></svg>`;
}
