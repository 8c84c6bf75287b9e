/**
 * The demo personas of `docs/demo-personas.md`, as data. Amounts are integer cents; dates
 * are days relative to the seeding day. Case numbers and online IDs are fixed and must not
 * change (the README, stories and journeys use them). Debts the persona table does not name
 * (the second debt of personas 5 and 6, the second and third of persona 7) have case numbers
 * and online IDs of their own, listed in `server/README.md`.
 */

export interface BillSeed {
  /** 1 invoice, 2 collection costs, 3 other costs */
  type: 1 | 2 | 3;
  claimType: number | null;
  capital: number;
  interest: number;
  /** Hundredths of a percent per year. */
  rateBp: number | null;
  dueInDays: number;
  description: string;
}

export interface PaymentSeed {
  daysAgo: number;
  amount: number;
  /** Payment of an installment of this plan (by its key in the persona). */
  plan?: string;
}

export interface DebtSeed {
  orderNr: number;
  nr: number;
  onlineId: string;
  creditor: string;
  creditorLastName?: string;
  originalCreditor?: string;
  description: string;
  state: number;
  dueInDays: number;
  endInDays?: number;
  banditRating?: number;
  planAllowed?: boolean;
  planMaxMonths?: number;
  upiOrder?: boolean;
  hidePersonalInfo?: boolean;
  invoiceCopyAllowed?: boolean;
  reclamationAllowed?: boolean;
  verdict?: { daysAgo: number };
  restructuring?: { reliefTotal: number; id: string };
  costlessDueDateTransfersLeft?: number;
  dueDateTransferCost?: number;
  bills: BillSeed[];
  payments?: PaymentSeed[];
  /** [action type, days ago] */
  actions?: [number, number][];
  othersInvolved?: string[];
}

export interface InstallmentSeed {
  /** Due date relative to the seeding day. */
  dueInDays: number;
  amount: number;
  paid: number;
  capital: number;
  costs: number;
  interest: number;
  debtLeft: number;
}

export interface PlanSeed {
  key: string;
  nr: number;
  type: number;
  debtNrs: number[];
  createdDaysAgo: number;
  installments: InstallmentSeed[];
}

export interface PersonaSeed {
  persona: number;
  nr: number;
  firstName: string | null;
  lastName: string | null;
  name: string;
  isCompany: boolean;
  identityCode?: string;
  businessId?: string;
  hidePersonalInfo?: boolean;
  isEmailAllowed?: boolean;
  isSmsAllowed?: boolean;
  overpayment?: number;
  address: { streetAddress: string; postAddress: string; city: string };
  emails: { address: string; allowed: boolean }[];
  phones: { number: string; smsAllowed: boolean; type: string }[];
  bankAccounts?: { iban: string; bic: string }[];
  debts: DebtSeed[];
  plans?: PlanSeed[];
  reconciliation?: {
    available: boolean;
    status: number | null;
    subpoenas: { nr: number; debtNrs: number[] }[];
  };
  /** A payment sent to the bank and not yet confirmed. */
  pendingPayment?: { debtNr: number; amount: number; provider: string; minutesAgo: number };
  loginToken?: string;
  /** What the persona demonstrates (README). */
  demonstrates: string;
}

const CONSUMER_RATE = 1150; // 11.50 % a year
const LEGAL_RATE = 1150;

/** Plan installments: `count` monthly payments of `amount`, the first `paidCount` paid. */
function monthlyInstallments(
  firstDueInDays: number,
  count: number,
  amount: number,
  total: number,
  paidCount: number,
  interestPerInstallment: number,
): InstallmentSeed[] {
  const list: InstallmentSeed[] = [];
  let left = total;
  for (let i = 0; i < count; i++) {
    const eur = i === count - 1 ? left : Math.min(amount, left);
    const interest = Math.min(interestPerInstallment, eur);
    const costs = i === 0 ? Math.min(500, eur - interest) : 0;
    left -= eur;
    list.push({
      dueInDays: firstDueInDays + i * 30,
      amount: eur,
      paid: i < paidCount ? eur : 0,
      capital: eur - interest - costs,
      costs,
      interest,
      debtLeft: left,
    });
  }
  return list;
}

export const PERSONAS: PersonaSeed[] = [
  {
    persona: 1,
    nr: 1,
    firstName: 'Aino',
    lastName: 'Virtanen',
    name: 'Aino Virtanen',
    isCompany: false,
    identityCode: '150385-912E',
    isEmailAllowed: true,
    isSmsAllowed: false,
    address: {
      streetAddress: 'Mannerheimintie 12 B 7',
      postAddress: '00100 Helsinki',
      city: 'Helsinki',
    },
    emails: [{ address: 'aino.virtanen@example.fi', allowed: true }],
    phones: [],
    loginToken: 'DEMO-TOKEN-AINO',
    demonstrates:
      'one open debt in collection, due in 10 days, two electricity invoices, one earlier payment, plan allowed (12 months), invoice copy and reclamation allowed; e-mail but no phone (missing-contact-information dialog); token login DEMO-TOKEN-AINO',
    debts: [
      {
        orderNr: 1000001,
        nr: 100001,
        onlineId: '11111111',
        creditor: 'Etelä-Suomen Energia Oy',
        description: 'Sähkölaskut, käyttöpaikka Mannerheimintie 12',
        state: 3,
        dueInDays: 10,
        planAllowed: true,
        planMaxMonths: 12,
        invoiceCopyAllowed: true,
        reclamationAllowed: true,
        costlessDueDateTransfersLeft: 1,
        dueDateTransferCost: 500,
        bills: [
          {
            type: 1,
            claimType: 11,
            capital: 18_450,
            interest: 312,
            rateBp: 800,
            dueInDays: -75,
            description: 'Sähkölasku 1/3',
          },
          {
            type: 1,
            claimType: 11,
            capital: 16_220,
            interest: 198,
            rateBp: 800,
            dueInDays: -45,
            description: 'Sähkölasku 2/3',
          },
          {
            type: 2,
            claimType: null,
            capital: 2_400,
            interest: 0,
            rateBp: null,
            dueInDays: -20,
            description: 'Perintäkulut',
          },
        ],
        payments: [{ daysAgo: 12, amount: 5_000 }],
        actions: [
          [1, 20],
          [2, 8],
        ],
      },
    ],
  },
  {
    persona: 2,
    nr: 2,
    firstName: 'Matti',
    lastName: 'Meikäläinen',
    name: 'Matti Meikäläinen',
    isCompany: false,
    identityCode: '010190-923E',
    isEmailAllowed: true,
    isSmsAllowed: true,
    address: { streetAddress: 'Hämeenkatu 25 A 3', postAddress: '33200 Tampere', city: 'Tampere' },
    emails: [{ address: 'matti.meikalainen@example.fi', allowed: true }],
    phones: [{ number: '401234567', smsAllowed: true, type: 'mobile' }],
    demonstrates:
      'many debts in every state (reminding, court, distraint, billing, paid, ended, restructuring); weak login shows one case and the multiple-debts notice, strong login all with a joint plan possible',
    debts: [
      {
        orderNr: 2000001,
        nr: 200001,
        onlineId: '22222222',
        creditor: 'Verkkotavaratalo Nordic Oy',
        description: 'Verkkokauppatilaus 58812',
        state: 2,
        dueInDays: 1,
        planAllowed: true,
        planMaxMonths: 6,
        invoiceCopyAllowed: true,
        reclamationAllowed: true,
        costlessDueDateTransfersLeft: 1,
        dueDateTransferCost: 500,
        bills: [
          {
            type: 1,
            claimType: 4,
            capital: 24_990,
            interest: 215,
            rateBp: CONSUMER_RATE,
            dueInDays: -30,
            description: 'Lasku 58812',
          },
          {
            type: 2,
            claimType: null,
            capital: 500,
            interest: 0,
            rateBp: null,
            dueInDays: -10,
            description: 'Muistutusmaksu',
          },
        ],
        actions: [[1, 10]],
      },
      {
        orderNr: 2000002,
        nr: 200002,
        onlineId: '22222223',
        creditor: 'Kuluttajarahoitus Aurora Oyj',
        description: 'Kulutusluotto 7731-22',
        state: 4,
        dueInDays: -35,
        invoiceCopyAllowed: true,
        reclamationAllowed: false,
        bills: [
          {
            type: 1,
            claimType: 1,
            capital: 145_000,
            interest: 12_480,
            rateBp: 1490,
            dueInDays: -240,
            description: 'Luottotilin saldo',
          },
          {
            type: 2,
            claimType: null,
            capital: 9_500,
            interest: 0,
            rateBp: null,
            dueInDays: -60,
            description: 'Perintäkulut',
          },
          {
            type: 3,
            claimType: null,
            capital: 12_600,
            interest: 0,
            rateBp: null,
            dueInDays: -40,
            description: 'Oikeudenkäyntikulut',
          },
        ],
        payments: [{ daysAgo: 150, amount: 10_000 }],
        actions: [
          [1, 200],
          [4, 60],
        ],
      },
      {
        orderNr: 2000003,
        nr: 200003,
        onlineId: '22222224',
        creditor: 'Asuntosäätiö Pirkanmaa',
        description: 'Vuokrarästit, Hämeenkatu 25 A 3',
        state: 5,
        dueInDays: -120,
        bills: [
          {
            type: 1,
            claimType: 2,
            capital: 68_000,
            interest: 4_120,
            rateBp: LEGAL_RATE,
            dueInDays: -300,
            description: 'Vuokra 09',
          },
          {
            type: 1,
            claimType: 2,
            capital: 68_000,
            interest: 3_650,
            rateBp: LEGAL_RATE,
            dueInDays: -270,
            description: 'Vuokra 10',
          },
          {
            type: 2,
            claimType: null,
            capital: 11_800,
            interest: 0,
            rateBp: null,
            dueInDays: -150,
            description: 'Perintäkulut',
          },
        ],
        actions: [
          [1, 280],
          [4, 200],
          [5, 150],
          [6, 120],
          [7, 90],
        ],
        othersInvolved: ['Maija Meikäläinen'],
      },
      {
        orderNr: 2000004,
        nr: 200004,
        onlineId: '22222225',
        creditor: 'Kuntokeskus Voima Oy',
        description: 'Jäsenmaksut 03-05',
        state: 1,
        dueInDays: 40,
        planAllowed: true,
        planMaxMonths: 6,
        invoiceCopyAllowed: true,
        reclamationAllowed: true,
        costlessDueDateTransfersLeft: 1,
        dueDateTransferCost: 500,
        bills: [
          {
            type: 1,
            claimType: 10,
            capital: 4_990,
            interest: 0,
            rateBp: 800,
            dueInDays: 40,
            description: 'Jäsenmaksu maaliskuu',
          },
          {
            type: 1,
            claimType: 10,
            capital: 4_990,
            interest: 0,
            rateBp: 800,
            dueInDays: 40,
            description: 'Jäsenmaksu huhtikuu',
          },
          {
            type: 1,
            claimType: 10,
            capital: 4_990,
            interest: 0,
            rateBp: 800,
            dueInDays: 40,
            description: 'Jäsenmaksu toukokuu',
          },
        ],
      },
      {
        orderNr: 2000005,
        nr: 200005,
        onlineId: '22222226',
        creditor: 'Vakuutusyhtiö Turva Keskinäinen',
        description: 'Kotivakuutus 2024',
        state: 8,
        dueInDays: -90,
        endInDays: -15,
        bills: [
          {
            type: 1,
            claimType: 13,
            capital: 21_400,
            interest: 0,
            rateBp: 800,
            dueInDays: -120,
            description: 'Vakuutusmaksu',
          },
          {
            type: 2,
            claimType: null,
            capital: 1_500,
            interest: 0,
            rateBp: null,
            dueInDays: -90,
            description: 'Perintäkulut',
          },
        ],
        payments: [
          { daysAgo: 60, amount: 10_000 },
          { daysAgo: 15, amount: 12_900 },
        ],
        actions: [
          [1, 95],
          [3, 60],
          [3, 15],
        ],
      },
      {
        orderNr: 2000006,
        nr: 200006,
        onlineId: '22222227',
        creditor: 'Sanomalehti Pirkka Oy',
        description: 'Lehtitilaus',
        state: 9,
        dueInDays: -200,
        endInDays: -60,
        bills: [
          {
            type: 1,
            claimType: 16,
            capital: 8_900,
            interest: 0,
            rateBp: 800,
            dueInDays: -230,
            description: 'Tilausmaksu',
          },
        ],
        actions: [[1, 200]],
      },
      {
        orderNr: 2000007,
        nr: 200007,
        onlineId: '22222228',
        creditor: 'Pikalaina Express Oy',
        description: 'Pienlaina 2023',
        state: 6,
        dueInDays: -400,
        restructuring: { reliefTotal: 61_250, id: 'VJ-2024-01873' },
        bills: [
          {
            type: 1,
            claimType: 15,
            capital: 150_000,
            interest: 22_500,
            rateBp: 2000,
            dueInDays: -500,
            description: 'Lainapääoma',
          },
        ],
        actions: [
          [1, 450],
          [4, 420],
        ],
      },
    ],
  },
  {
    persona: 3,
    nr: 3,
    firstName: null,
    lastName: null,
    name: 'Rakennus Esimerkki Oy',
    isCompany: true,
    businessId: '2736145-5',
    isEmailAllowed: true,
    isSmsAllowed: false,
    address: { streetAddress: 'Teollisuuskatu 8', postAddress: '20520 Turku', city: 'Turku' },
    emails: [{ address: 'laskutus@rakennusesimerkki.example', allowed: true }],
    phones: [{ number: '22345678', smsAllowed: false, type: 'landline' }],
    demonstrates:
      'company: company service number, no due-date choice, no e-mail-allowed checkbox; overall view after entering the business ID 2736145-5 (login type 3)',
    debts: [
      {
        orderNr: 3000001,
        nr: 300001,
        onlineId: '33333333',
        creditor: 'Konevuokraamo Nosto Oy',
        description: 'Nosturivuokra, työmaa Linnankatu',
        state: 3,
        dueInDays: 14,
        planAllowed: true,
        planMaxMonths: 12,
        invoiceCopyAllowed: true,
        reclamationAllowed: true,
        bills: [
          {
            type: 1,
            claimType: 20,
            capital: 320_000,
            interest: 8_640,
            rateBp: 1050,
            dueInDays: -60,
            description: 'Leasing 2/2025',
          },
          {
            type: 2,
            claimType: null,
            capital: 14_000,
            interest: 0,
            rateBp: null,
            dueInDays: -25,
            description: 'Perintäkulut',
          },
        ],
        actions: [[1, 25]],
      },
      {
        orderNr: 3000002,
        nr: 300002,
        onlineId: '33333334',
        creditor: 'Rautakauppa Kivi ja Puu Oy',
        description: 'Rakennustarvikkeet',
        state: 2,
        dueInDays: 5,
        planAllowed: true,
        planMaxMonths: 6,
        invoiceCopyAllowed: true,
        reclamationAllowed: true,
        bills: [
          {
            type: 1,
            claimType: 8,
            capital: 87_450,
            interest: 1_230,
            rateBp: 1050,
            dueInDays: -20,
            description: 'Lasku 100442',
          },
        ],
        actions: [[1, 6]],
      },
    ],
  },
  {
    persona: 4,
    nr: 4,
    firstName: 'Liisa',
    lastName: 'Korhonen',
    name: 'Liisa Korhonen',
    isCompany: false,
    identityCode: '241172-9342',
    isEmailAllowed: true,
    isSmsAllowed: true,
    address: {
      streetAddress: 'Kauppakatu 4 C 21',
      postAddress: '40100 Jyväskylä',
      city: 'Jyväskylä',
    },
    emails: [{ address: 'liisa.korhonen@example.fi', allowed: true }],
    phones: [{ number: '505556677', smsAllowed: true, type: 'mobile' }],
    demonstrates:
      'debt in court with a court decision available and not yet downloaded: mandatory court-decision dialog and the 30-second notice',
    debts: [
      {
        orderNr: 4000001,
        nr: 400001,
        onlineId: '44444444',
        creditor: 'Osamaksu Kodinkone Oy',
        description: 'Osamaksusopimus 2219',
        state: 4,
        dueInDays: -25,
        verdict: { daysAgo: 3 },
        invoiceCopyAllowed: true,
        bills: [
          {
            type: 1,
            claimType: 3,
            capital: 129_900,
            interest: 9_870,
            rateBp: 1290,
            dueInDays: -210,
            description: 'Osamaksuerät 4-10',
          },
          {
            type: 2,
            claimType: null,
            capital: 8_800,
            interest: 0,
            rateBp: null,
            dueInDays: -90,
            description: 'Perintäkulut',
          },
          {
            type: 3,
            claimType: null,
            capital: 15_900,
            interest: 0,
            rateBp: null,
            dueInDays: -30,
            description: 'Oikeudenkäyntikulut',
          },
        ],
        actions: [
          [1, 180],
          [4, 80],
          [5, 3],
        ],
      },
    ],
  },
  {
    persona: 5,
    nr: 5,
    firstName: 'Pekka',
    lastName: 'Nieminen',
    name: 'Pekka Nieminen',
    isCompany: false,
    identityCode: '070795-9455',
    isEmailAllowed: true,
    isSmsAllowed: true,
    address: { streetAddress: 'Isokatu 30 B 12', postAddress: '90100 Oulu', city: 'Oulu' },
    emails: [{ address: 'pekka.nieminen@example.fi', allowed: true }],
    phones: [{ number: '449876543', smsAllowed: true, type: 'mobile' }],
    demonstrates:
      'settlement offer: one subpoena over two debts with no status yet (dialog step 1)',
    reconciliation: {
      available: true,
      status: null,
      subpoenas: [{ nr: 5001, debtNrs: [500001, 500002] }],
    },
    debts: [
      {
        orderNr: 5000001,
        nr: 500001,
        onlineId: '55555555',
        creditor: 'Vertaislaina Lainaamo Oy',
        description: 'Vertaislaina 4410',
        state: 4,
        dueInDays: -20,
        bills: [
          {
            type: 1,
            claimType: 19,
            capital: 200_000,
            interest: 18_300,
            rateBp: 1690,
            dueInDays: -160,
            description: 'Lainan erääntynyt pääoma',
          },
          {
            type: 2,
            claimType: null,
            capital: 11_800,
            interest: 0,
            rateBp: null,
            dueInDays: -60,
            description: 'Perintäkulut',
          },
        ],
        actions: [
          [1, 120],
          [4, 21],
        ],
      },
      {
        orderNr: 5000002,
        nr: 500002,
        onlineId: '55555556',
        creditor: 'Teleoperaattori Linkki Oy',
        description: 'Liittymälaskut',
        state: 4,
        dueInDays: -20,
        bills: [
          {
            type: 1,
            claimType: 5,
            capital: 23_780,
            interest: 1_120,
            rateBp: 1150,
            dueInDays: -150,
            description: 'Liittymä 02-04',
          },
          {
            type: 2,
            claimType: null,
            capital: 4_400,
            interest: 0,
            rateBp: null,
            dueInDays: -60,
            description: 'Perintäkulut',
          },
        ],
        actions: [
          [1, 110],
          [4, 21],
        ],
      },
    ],
  },
  {
    persona: 6,
    nr: 6,
    firstName: 'Sanna',
    lastName: 'Mäkinen',
    name: 'Sanna Mäkinen',
    isCompany: false,
    identityCode: '310102A9565',
    isEmailAllowed: true,
    isSmsAllowed: true,
    overpayment: 2_340,
    address: { streetAddress: 'Aleksanterinkatu 9 A 2', postAddress: '15110 Lahti', city: 'Lahti' },
    emails: [{ address: 'sanna.makinen@example.fi', allowed: true }],
    phones: [{ number: '457778899', smsAllowed: true, type: 'mobile' }],
    demonstrates:
      'overpayment and no bank account: overpayment notice with the add-IBAN dialog; one paid and one open debt, whose due date moves for a charge (no costless transfer left)',
    debts: [
      {
        orderNr: 6000001,
        nr: 600001,
        onlineId: '66666666',
        creditor: 'Opintokirjakauppa Sivu Oy',
        description: 'Verkkotilaus 33410',
        state: 3,
        dueInDays: 7,
        // No costless due-date transfer: a move 14 days or more past the due date costs (spec 5).
        costlessDueDateTransfersLeft: 0,
        dueDateTransferCost: 500,
        planAllowed: true,
        planMaxMonths: 6,
        invoiceCopyAllowed: true,
        reclamationAllowed: true,
        bills: [
          {
            type: 1,
            claimType: 4,
            capital: 11_980,
            interest: 160,
            rateBp: 1150,
            dueInDays: -50,
            description: 'Lasku 33410',
          },
          {
            type: 2,
            claimType: null,
            capital: 1_500,
            interest: 0,
            rateBp: null,
            dueInDays: -20,
            description: 'Perintäkulut',
          },
        ],
        actions: [[1, 20]],
      },
      {
        orderNr: 6000002,
        nr: 600002,
        onlineId: '66666667',
        creditor: 'Lahden Vesi Oy',
        description: 'Vesilasku',
        state: 8,
        dueInDays: -70,
        endInDays: -30,
        bills: [
          {
            type: 1,
            claimType: 17,
            capital: 9_860,
            interest: 0,
            rateBp: 800,
            dueInDays: -100,
            description: 'Vesimaksu',
          },
        ],
        // Paid twice over part of the bill: 23.40 € overpaid.
        payments: [
          { daysAgo: 40, amount: 9_860 },
          { daysAgo: 30, amount: 2_340 },
        ],
        actions: [
          [1, 75],
          [3, 40],
        ],
      },
    ],
  },
  {
    persona: 7,
    nr: 7,
    firstName: 'Juha',
    lastName: 'Laine',
    name: 'Juha Laine',
    isCompany: false,
    identityCode: '131052-9672',
    isEmailAllowed: true,
    isSmsAllowed: true,
    address: { streetAddress: 'Satakunnankatu 18', postAddress: '28100 Pori', city: 'Pori' },
    emails: [{ address: 'juha.laine@example.fi', allowed: true }],
    phones: [{ number: '403334455', smsAllowed: true, type: 'mobile' }],
    demonstrates:
      'active joint plan (type 2) over two debts, next installment due tomorrow; suggested plan (type 1) on a third debt; banditRating 2; one costless due-date transfer left',
    debts: [
      {
        orderNr: 7000001,
        nr: 700001,
        onlineId: '77777777',
        creditor: 'Autorahoitus Kaista Oy',
        description: 'Rahoitussopimus 88-1021',
        state: 3,
        dueInDays: 1,
        banditRating: 2,
        planAllowed: true,
        planMaxMonths: 24,
        invoiceCopyAllowed: true,
        reclamationAllowed: true,
        costlessDueDateTransfersLeft: 1,
        dueDateTransferCost: 500,
        bills: [
          {
            type: 1,
            claimType: 1,
            capital: 98_000,
            interest: 4_400,
            rateBp: 990,
            dueInDays: -150,
            description: 'Erääntyneet erät',
          },
          {
            type: 2,
            claimType: null,
            capital: 5_600,
            interest: 0,
            rateBp: null,
            dueInDays: -100,
            description: 'Perintäkulut',
          },
        ],
        payments: [
          { daysAgo: 89, amount: 12_000, plan: 'joint' },
          { daysAgo: 59, amount: 12_000, plan: 'joint' },
          { daysAgo: 29, amount: 12_000, plan: 'joint' },
        ],
        actions: [
          [1, 130],
          [2, 95],
        ],
      },
      {
        orderNr: 7000002,
        nr: 700002,
        onlineId: '77777778',
        creditor: 'Kodintekniikka Virta Oy',
        description: 'Osamaksu, televisio',
        state: 3,
        dueInDays: 1,
        banditRating: 2,
        planAllowed: true,
        planMaxMonths: 24,
        invoiceCopyAllowed: true,
        reclamationAllowed: true,
        costlessDueDateTransfersLeft: 1,
        dueDateTransferCost: 500,
        bills: [
          {
            type: 1,
            claimType: 3,
            capital: 52_000,
            interest: 1_800,
            rateBp: 1290,
            dueInDays: -140,
            description: 'Osamaksuerät',
          },
          {
            type: 2,
            claimType: null,
            capital: 2_200,
            interest: 0,
            rateBp: null,
            dueInDays: -100,
            description: 'Perintäkulut',
          },
        ],
        payments: [
          { daysAgo: 89, amount: 8_000, plan: 'joint' },
          { daysAgo: 59, amount: 8_000, plan: 'joint' },
          { daysAgo: 29, amount: 8_000, plan: 'joint' },
        ],
        actions: [[1, 120]],
      },
      {
        orderNr: 7000003,
        nr: 700003,
        onlineId: '77777779',
        creditor: 'Kuntosaliketju Syke Oy',
        description: 'Jäsenyyssopimus',
        state: 3,
        dueInDays: 12,
        banditRating: 2,
        planAllowed: true,
        planMaxMonths: 12,
        invoiceCopyAllowed: true,
        reclamationAllowed: true,
        bills: [
          {
            type: 1,
            claimType: 10,
            capital: 35_880,
            interest: 620,
            rateBp: 800,
            dueInDays: -80,
            description: 'Jäsenmaksut 6 kk',
          },
          {
            type: 2,
            claimType: null,
            capital: 3_500,
            interest: 0,
            rateBp: null,
            dueInDays: -30,
            description: 'Perintäkulut',
          },
        ],
        actions: [[1, 30]],
      },
    ],
    plans: [
      {
        key: 'joint',
        nr: 7001,
        type: 2,
        debtNrs: [700001, 700002],
        createdDaysAgo: 100,
        // 1 640.00 € over 9 monthly installments of 200 €; three paid, the fourth due tomorrow.
        installments: monthlyInstallments(-89, 9, 20_000, 164_000, 3, 900),
      },
      {
        key: 'suggested',
        nr: 7002,
        type: 1,
        debtNrs: [700003],
        createdDaysAgo: 2,
        installments: monthlyInstallments(14, 6, 7_000, 40_000, 0, 300),
      },
    ],
  },
  {
    persona: 8,
    nr: 8,
    firstName: 'Elina',
    lastName: 'Heikkinen',
    name: 'Elina Heikkinen',
    isCompany: false,
    hidePersonalInfo: true,
    isEmailAllowed: false,
    isSmsAllowed: false,
    address: { streetAddress: 'Kirkkokatu 2', postAddress: '80100 Joensuu', city: 'Joensuu' },
    emails: [{ address: 'elina.heikkinen@example.fi', allowed: false }],
    phones: [{ number: '415550101', smsAllowed: false, type: 'mobile' }],
    demonstrates:
      'hidePersonalInfo (reports and profile hidden) and a special order type (upiOrder) with its own privacy policy',
    debts: [
      {
        orderNr: 8000001,
        nr: 800001,
        onlineId: '88888888',
        creditor: 'Julkinen Liikenne Itä Oy',
        originalCreditor: 'Itäinen joukkoliikenne',
        description: 'Tarkastusmaksu',
        state: 3,
        dueInDays: 20,
        upiOrder: true,
        hidePersonalInfo: true,
        bills: [
          {
            type: 1,
            claimType: 7,
            capital: 8_000,
            interest: 0,
            rateBp: null,
            dueInDays: -40,
            description: 'Tarkastusmaksu',
          },
          {
            type: 2,
            claimType: null,
            capital: 1_500,
            interest: 0,
            rateBp: null,
            dueInDays: -15,
            description: 'Perintäkulut',
          },
        ],
        actions: [[1, 15]],
      },
    ],
  },
  {
    persona: 9,
    nr: 9,
    firstName: 'Ville',
    lastName: 'Salo',
    name: 'Ville Salo',
    isCompany: false,
    isEmailAllowed: true,
    isSmsAllowed: true,
    address: { streetAddress: 'Rantakatu 11 A 5', postAddress: '65100 Vaasa', city: 'Vaasa' },
    emails: [{ address: 'ville.salo@example.fi', allowed: true }],
    phones: [{ number: '442223344', smsAllowed: true, type: 'mobile' }],
    demonstrates:
      'banditRating 3: a new plan requires paying the first installment at once; a payment pending confirmation',
    pendingPayment: { debtNr: 900001, amount: 10_000, provider: 'nordea', minutesAgo: 2 },
    debts: [
      {
        orderNr: 9000001,
        nr: 900001,
        onlineId: '99999999',
        creditor: 'Verkkokauppa Klikki Oy',
        description: 'Tilaus 771204',
        state: 3,
        dueInDays: 9,
        banditRating: 3,
        planAllowed: true,
        planMaxMonths: 12,
        invoiceCopyAllowed: true,
        reclamationAllowed: true,
        bills: [
          {
            type: 1,
            claimType: 4,
            capital: 56_990,
            interest: 1_140,
            rateBp: 1150,
            dueInDays: -55,
            description: 'Tilaus 771204',
          },
          {
            type: 2,
            claimType: null,
            capital: 3_500,
            interest: 0,
            rateBp: null,
            dueInDays: -25,
            description: 'Perintäkulut',
          },
        ],
        actions: [[1, 25]],
      },
    ],
  },
  {
    persona: 10,
    nr: 10,
    firstName: 'Kaisa',
    lastName: 'Lahtinen',
    name: 'Kaisa Lahtinen',
    isCompany: false,
    isEmailAllowed: true,
    isSmsAllowed: false,
    address: { streetAddress: 'Puistokatu 3', postAddress: '70100 Kuopio', city: 'Kuopio' },
    emails: [{ address: 'kaisa.lahtinen@example.fi', allowed: true }],
    phones: [],
    demonstrates: 'everything paid: login answers error code 4, no outstanding debts',
    debts: [
      {
        orderNr: 1000002,
        nr: 100002,
        onlineId: '11111112',
        creditor: 'Kuopion Kaukolämpö Oy',
        description: 'Kaukolämpölasku',
        state: 8,
        dueInDays: -120,
        endInDays: -45,
        bills: [
          {
            type: 1,
            claimType: 11,
            capital: 14_300,
            interest: 0,
            rateBp: 800,
            dueInDays: -150,
            description: 'Lämpölasku',
          },
          {
            type: 2,
            claimType: null,
            capital: 1_500,
            interest: 0,
            rateBp: null,
            dueInDays: -120,
            description: 'Perintäkulut',
          },
        ],
        payments: [{ daysAgo: 45, amount: 15_800 }],
        actions: [
          [1, 125],
          [3, 45],
        ],
      },
    ],
  },
  {
    persona: 11,
    nr: 11,
    firstName: 'Oskari',
    lastName: 'Nurmi',
    name: 'Oskari Nurmi',
    isCompany: false,
    isEmailAllowed: true,
    isSmsAllowed: true,
    address: {
      streetAddress: 'Kauppakatu 4 B 12',
      postAddress: '40100 Jyväskylä',
      city: 'Jyväskylä',
    },
    emails: [{ address: 'oskari.nurmi@example.fi', allowed: true }],
    phones: [{ number: '443334455', smsAllowed: true, type: 'mobile' }],
    demonstrates:
      'banditRating 3 with nothing pending: a new plan is in force once its first installment, paid at once, is confirmed by the bank',
    debts: [
      {
        orderNr: 1100001,
        nr: 110001,
        onlineId: '12121212',
        creditor: 'Verkkokauppa Klikki Oy',
        description: 'Tilaus 802316',
        state: 3,
        dueInDays: 12,
        banditRating: 3,
        planAllowed: true,
        planMaxMonths: 12,
        invoiceCopyAllowed: true,
        reclamationAllowed: true,
        bills: [
          {
            type: 1,
            claimType: 4,
            capital: 42_900,
            interest: 860,
            rateBp: 1150,
            dueInDays: -48,
            description: 'Tilaus 802316',
          },
          {
            type: 2,
            claimType: null,
            capital: 3_500,
            interest: 0,
            rateBp: null,
            dueInDays: -20,
            description: 'Perintäkulut',
          },
        ],
        actions: [[1, 20]],
      },
    ],
  },
];
