import type { PaymentMethodGroupOption } from './BankSelector';

/** A drawn logo as a data URI: initials on a colour, like the sandbox provider's logos. */
function logo(initials: string, colour: string): string {
  const size = initials.length > 2 ? 26 : 32;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80"><rect width="80" height="80" rx="12" fill="${colour}"/><text x="40" y="40" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${size}" fill="#fff">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * What the sandbox payment provider lists (the spec's nine banks and MobilePay, in its groups),
 * for stories and tests; the portal gets the real list from the server.
 */
export const SAMPLE_PAYMENT_METHODS: readonly PaymentMethodGroupOption[] = [
  {
    id: 'mobile',
    name: 'Mobiilimaksutavat',
    methods: [{ id: 'mobilepay', name: 'MobilePay', logo: logo('MP', '#3d4ad6') }],
  },
  {
    id: 'bank',
    name: 'Pankkimaksutavat',
    methods: [
      { id: 'osuuspankki', name: 'OP', logo: logo('OP', '#b34700') },
      { id: 'nordea', name: 'Nordea', logo: logo('N', '#00005e') },
      { id: 'pop', name: 'POP Pankki', logo: logo('POP', '#1d4f91') },
      { id: 'aktia', name: 'Aktia', logo: logo('A', '#8a1c3b') },
      { id: 'saastopankki', name: 'Säästöpankki', logo: logo('SP', '#a8112b') },
      { id: 'omasp', name: 'Oma Säästöpankki', logo: logo('OMA', '#005f73') },
      { id: 'spankki', name: 'S-Pankki', logo: logo('S', '#00693c') },
      { id: 'alandsbanken', name: 'Ålandsbanken', logo: logo('ÅB', '#003a70') },
      { id: 'danske', name: 'Danske Bank', logo: logo('DB', '#003755') },
    ],
  },
];
