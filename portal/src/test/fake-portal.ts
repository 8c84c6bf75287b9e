import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { cents, centsToEuros, eurosToCents, type Schemas } from '@portal/openapi';
import { createFakeApi, envelope, ok, type FakeApi } from './fake-api';

/** The fixtures' whole cents as the contract's euros. */
const euros = (amount: number) => centsToEuros(cents(amount));

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Persona 1 of the demo personas (docs/demo-personas.md, server/src/seed/personas.ts) as
 * the contract's debtor data, and a fake API that serves her the way the reference server does:
 * Aino Virtanen, case 1000001 with online ID 11111111, one open debt of 325,80 € in state 3
 * (in collection), due in 10 days, a plan allowed for up to 12 months. Amounts are kept in cents
 * here and cross the fake API in euros, as at the real boundary.
 */
export const AINO = {
  caseNumber: '1000001',
  onlineId: '11111111',
  debtorNr: 1,
  debtNr: 100001,
  orderNr: 1000001,
  /** What is left of the debt: 370,70 € billed + 5,10 € interest − 50,00 € paid. */
  leftCents: 32_580,
  maxMonths: 12,
  /** Her session cookie as the fake server sets it at her login. */
  session: 'fake-session-aino',
  /** How long a session lasts from a login or an extension, in seconds. */
  sessionSeconds: 3600,
} as const;

const TIME_ZONE = 'Europe/Helsinki';
const day = (today: dayjs.Dayjs, days: number) => today.add(days, 'day').format('YYYY-MM-DD');

/** Her data as `GET /api/debtor` answers it, relative to `today` (Helsinki). */
export function ainoVirtanen(today = dayjs().tz(TIME_ZONE)): Schemas['DebtorData'] {
  const debt: Schemas['Debt'] = {
    orderNr: AINO.orderNr,
    nr: AINO.debtNr,
    creditor: { name: 'Etelä-Suomen Energia Oy', lastName: null },
    dueDate: day(today, 10),
    endDate: null,
    description: 'Sähkölaskut, käyttöpaikka Mannerheimintie 12',
    paymentType: 'single',
    banditRating: null,
    debtSummary: {
      left: euros(AINO.leftCents),
      total: euros(37_580),
      totalPaid: euros(5_000),
      progress: 13,
      reference: '10000016',
      capital: euros(34_670),
      state: { state: 3, colorGroup: 'warning', order: 30, ended: false },
    },
    bills: [
      {
        nr: 1,
        type: 1,
        referenceNr: '10000016',
        dueDate: day(today, -75),
        total: euros(18_762),
        capital: euros(18_450),
        interest: euros(312),
        interestRate: 8,
        description: 'Sähkölasku 1/3',
        claimType: 11,
      },
      {
        nr: 2,
        type: 1,
        referenceNr: '10000016',
        dueDate: day(today, -45),
        total: euros(16_418),
        capital: euros(16_220),
        interest: euros(198),
        interestRate: 8,
        description: 'Sähkölasku 2/3',
        claimType: 11,
      },
      {
        nr: 3,
        type: 2,
        referenceNr: '10000016',
        dueDate: day(today, -20),
        total: euros(2_400),
        capital: euros(2_400),
        interest: 0,
        interestRate: null,
        description: 'Perintäkulut',
        claimType: null,
      },
    ],
    payments: [
      {
        nr: 1,
        debtNr: AINO.debtNr,
        paymentDate: day(today, -12),
        bookingDate: day(today, -11),
        amount: euros(5_000),
      },
    ],
    paymentPlan: null,
    unconfirmedPaymentPlan: null,
    paymentPlanParameters: { allow: true, maximumLengthInMonths: AINO.maxMonths },
    expirationActions: [
      { nr: 1, action: 1, actionDate: day(today, -20) },
      { nr: 2, action: 2, actionDate: day(today, -8) },
    ],
    othersInvolved: [],
    originalCreditor: null,
    upiOrder: false,
    hidePersonalInfo: false,
    isInvoiceCopyRequestAllowed: true,
    isReclamationAllowed: true,
    isVerdictAvailable: false,
    verdictDate: null,
    isVerdictDownloaded: false,
    showDebtRestructuringWarning: false,
    debtReliefTotalSum: null,
    orderDebtRestructuringDebtID: null,
    invoiceCopyRequested: false,
    invoiceRequested: null,
  };
  return {
    debtor: {
      nr: AINO.debtorNr,
      firstName: 'Aino',
      lastName: 'Virtanen',
      name: 'Aino Virtanen',
      isCompany: false,
      isPerson: true,
      hasMultipleDebts: false,
      hasOverpayment: false,
      hasUPIOrders: false,
      hidePersonalInfo: false,
      address: [
        {
          streetAddress: 'Mannerheimintie 12 B 7',
          postAddress: '00100 Helsinki',
          city: 'Helsinki',
        },
      ],
      contactInformation: {
        lastQueried: null,
        emails: [{ emailAddress: 'aino.virtanen@example.fi', emailAllowed: true }],
        phones: [],
        isEmailAllowed: true,
        isSMSAllowed: false,
        hideContactInformation: false,
      },
    },
    debts: [debt],
    paymentPlans: [],
    summary: {
      total: euros(37_580),
      left: euros(AINO.leftCents),
      totalPaid: euros(5_000),
      collectingCosts: euros(2_400),
      otherCosts: 0,
      interest: euros(510),
      progress: 13,
      openDebts: 1,
    },
    bankAccounts: [],
    reconciliation: null,
    payee: { name: 'Perintä Oy', iban: 'FI2112345600000785', bic: 'NDEAFIHH' },
  };
}

/**
 * A plan of `left` in monthly `amount`s (both cents), as `paymentPlan/calculate` answers: the
 * written plan's charge (20 € for at most four installments, otherwise 30 € on a principal up
 * to 1 000 €) is paid with the first installment; no interest accrues in this fake. An amount
 * under the minimum for the longest plan uses the minimum, as the server does.
 */
export function planCalculation(
  leftCents: number,
  amountCents: number,
  dateSelection: 0 | 1 | 2,
  today = dayjs().tz(TIME_ZONE),
): Schemas['PlanCalculation'] {
  const chargeOf = (count: number) => (count <= 4 ? 2_000 : 3_000);
  const minimum = Math.ceil((leftCents + chargeOf(AINO.maxMonths)) / AINO.maxMonths);
  const amount = Math.max(amountCents, minimum);
  let charge = chargeOf(Math.ceil((leftCents + chargeOf(1)) / amount));
  charge = chargeOf(Math.ceil((leftCents + charge) / amount));
  const installments: Schemas['CalculatedInstallment'][] = [];
  let capitalLeft = leftCents;
  let costsLeft = charge;
  const firstMonth = today.add(1, 'month').startOf('month');
  for (let sequence = 1; capitalLeft + costsLeft > 0; sequence++) {
    const month = firstMonth.add(sequence - 1, 'month');
    const dueDate = (
      dateSelection === 0 ? month : dateSelection === 1 ? month.date(15) : month.endOf('month')
    ).format('YYYY-MM-DD');
    const costs = Math.min(costsLeft, amount);
    const capital = Math.min(capitalLeft, amount - costs);
    costsLeft -= costs;
    capitalLeft -= capital;
    installments.push({
      sequence,
      dueDate,
      amount: euros(costs + capital),
      capital: euros(capital),
      costs: euros(costs),
      interest: 0,
    });
  }
  return {
    paymentPlan: { price: euros(amount), installments },
    totalCapital: euros(leftCents),
    totalInterest: 0,
    totalCost: euros(charge),
    minimumAmount: euros(minimum),
    maximumLengthInMonths: AINO.maxMonths,
    planCharge: {
      amount: euros(charge),
      legalMaximum: euros(charge),
      chargeablePlans: 2,
      chargedPlansBefore: 0,
    },
  };
}

/** The sandbox bank's checkout address the payment form is posted to. */
export const BANK_FORM_URL = 'https://pay.sandbox.test/checkout';

/** The provider's methods as the server lists them: MobilePay's group, then the banks'. */
export const FAKE_PAYMENT_METHODS = [
  {
    id: 'mobile',
    name: 'Mobiilimaksutavat',
    providers: [
      { id: 'mobilepay', name: 'MobilePay', logo: '/sandbox/static/methods/mobilepay.svg' },
    ],
  },
  {
    id: 'bank',
    name: 'Pankkimaksutavat',
    providers: [
      { id: 'osuuspankki', name: 'OP', logo: '/sandbox/static/methods/osuuspankki.svg' },
      { id: 'nordea', name: 'Nordea', logo: '/sandbox/static/methods/nordea.svg' },
      { id: 'danske', name: 'Danske Bank', logo: '/sandbox/static/methods/danske.svg' },
    ],
  },
];

/**
 * A fake API serving persona 1 the way the reference server does, with her session as its cookie:
 * login (her case number and online ID set the cookie; anything else is refused with login code
 * 0, as the server answers), `GET /api/session`, the extension and logout (which deletes the
 * cookie), her data, announcements (none), payments (the bank form, the return's confirmation,
 * nothing pending) and payment plans (calculate, create). The routes that need a session answer
 * 401 without her cookie. `signedIn`: the browser already holds her session (a page loaded after
 * her login). Tests change single answers with `api.on(...)`.
 */
export function fakePortalApi(
  data: Schemas['DebtorData'] = ainoVirtanen(),
  { signedIn = false }: { signedIn?: boolean } = {},
): FakeApi {
  const api = createFakeApi();
  if (signedIn) api.setSession(AINO.session);
  const hers = (request: { session: string | null }) => request.session === AINO.session;
  const unauthorized = { status: 401 as const, body: { status: 1 as const, ErrorCode: 401 } };
  api
    .on('post', '/api/login', ({ body }) => {
      if (
        body?.LoginType !== 2 ||
        body.Username !== AINO.caseNumber ||
        body.Password !== AINO.onlineId
      ) {
        return ok({ status: 1, ErrorCode: 0, expires_in: null });
      }
      api.setSession(AINO.session);
      return ok({ status: 0, ErrorCode: null, expires_in: AINO.sessionSeconds });
    })
    .on('get', '/api/session', (request) =>
      hers(request)
        ? ok({ signedIn: true, LoginType: 2, expires_in: AINO.sessionSeconds })
        : ok({ signedIn: false, LoginType: null, expires_in: null }),
    )
    .on('post', '/api/refresh', (request) =>
      hers(request)
        ? ok({ status: 0, ErrorCode: null, expires_in: AINO.sessionSeconds })
        : unauthorized,
    )
    .on('post', '/api/logout', () => {
      api.setSession(null);
      return ok(envelope(null));
    })
    // After a login: the cookie choice made before it, and "asked about missing contact data".
    .on('post', '/api/cookieSettings/save', () => ok(envelope(true)))
    .on('post', '/api/debtor/contactQueried', (request) =>
      hers(request) ? ok(envelope(true)) : unauthorized,
    )
    .on('get', '/api/announcements', () => ok([]))
    .on('get', '/api/debtor', (request) => (hers(request) ? ok(envelope(data)) : unauthorized))
    .on('get', '/api/payments/pending', (request) =>
      hers(request)
        ? ok(envelope({ pending: false, debtNrs: [], amounts: [], paymentType: null }))
        : unauthorized,
    )
    .on('get', '/api/payments/methods', ({ session }) =>
      session !== AINO.session ? unauthorized : ok(envelope({ groups: FAKE_PAYMENT_METHODS })),
    )
    .on('post', '/api/payments/getPaymentFormData', ({ body, session }) =>
      session !== AINO.session
        ? unauthorized
        : ok(
            envelope({
              result: {
                url: BANK_FORM_URL,
                amount: body?.PaymentItem?.amount ?? 0,
                parameters: [
                  { name: 'checkout-account', value: '375917' },
                  { name: 'checkout-stamp', value: 'fake-stamp-1' },
                  { name: 'checkout-reference', value: '10000016' },
                  { name: 'checkout-method', value: body?.Method ?? '' },
                ],
              },
            }),
          ),
    )
    .on('get', '/api/payments/confirm', ({ query }) =>
      ok(envelope({ status: query.get('checkout-status') === 'ok' })),
    )
    .on('post', '/api/paymentPlan/calculate', (request) => {
      if (!hers(request)) return unauthorized;
      const { body } = request;
      const amount = body ? eurosToCents(body.Amount) : null;
      return body && amount !== null
        ? ok(envelope(planCalculation(AINO.leftCents, amount, body.DateSelection)))
        : ok({ status: 1, ErrorCode: 'paymentPlan.error.failed', responseObject: null });
    })
    .on('post', '/api/paymentPlan/create', (request) =>
      hers(request) ? ok(envelope(true)) : unauthorized,
    );
  return api;
}
