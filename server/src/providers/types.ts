/**
 * Third parties sit behind these interfaces. The reference server wires sandbox or local
 * implementations in `registry.ts`; production swaps in real adapters by configuration.
 */
import type { LanguageId } from '@portal/openapi/language';
import type { DocumentLocale } from '../lib/money';
import type { ProviderResult } from '../rules/payment-rules';

// ------------------------------------------------------------------ documents

/** A neutral description of a document; a renderer decides how it looks. */
export interface DocumentModel {
  locale: DocumentLocale;
  title: string;
  /** Issuer shown in the header. */
  issuer: string;
  /** Lines under the title (date, recipient). */
  headerLines: string[];
  sections: DocumentSection[];
  footer: string;
}

export type DocumentSection = (
  | { kind: 'fields'; heading: string; fields: [label: string, value: string][] }
  | {
      kind: 'table';
      heading: string;
      columns: { label: string; align?: 'left' | 'right'; width: number }[];
      rows: string[][];
      /** A bold last row (totals). */
      totals?: string[];
      empty?: string;
    }
  | { kind: 'text'; heading?: string; text: string }
) & {
  /** A bookmark in the PDF's outline (the reader's table of contents) points to this section. */
  inContents?: boolean;
};

export interface DocumentRenderer {
  /** Renders a PDF. */
  renderPdf(document: DocumentModel): Promise<Buffer>;
}

// ------------------------------------------------------------------ identity

/** Return parameters of a strong authentication (login types 0 and 6). */
export interface StrongAuthenticationReturn {
  code?: string | undefined;
  state: string;
  sessionState?: string | null | undefined;
  errorDescription?: string | null | undefined;
}

/** What the server generated and kept when the flow started (never sent back by the browser). */
export interface AuthenticationSecrets {
  state: string;
  nonce: string;
  /** PKCE code verifier (S256). */
  codeVerifier: string;
}

export interface AuthorizationRequest extends AuthenticationSecrets {
  /** Provider UI language. */
  lang: LanguageId;
}

export type StrongAuthenticationResult =
  | { outcome: 'authenticated'; identityCode: string }
  | { outcome: 'cancelled' }
  | { outcome: 'refused' };

/** The identity provider (bank credentials, mobile certificate) behind login types 0 and 6. */
export interface IdentityProvider {
  /** The provider address the browser is sent to (authorization request with state, nonce, PKCE). */
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  /**
   * Verifies a provider return against the secrets kept when the flow started (`expected`;
   * undefined when the state is unknown, used or expired: then it is refused).
   */
  completeAuthentication(
    input: StrongAuthenticationReturn,
    expected?: AuthenticationSecrets,
  ): Promise<StrongAuthenticationResult>;
}

export interface Providers {
  documents: DocumentRenderer;
  /** Null until an identity provider is configured: strong logins are then refused (code 3). */
  identity: IdentityProvider | null;
  payments: PaymentProvider;
  mail: Mailer;
  sms: SmsSender;
  signing: SigningProvider;
}

// ------------------------------------------------------------------ payments

/** A payment the server prepared; every figure comes from the server's own data. */
export interface PaymentOrder {
  /** Unique identifier of this payment towards the provider. */
  stamp: string;
  reference: string;
  amountCents: number;
  /** The payment method the debtor chose (a provider id from `paymentMethods`). */
  method: string;
  lang: LanguageId;
  /** Where the provider returns the browser (`${PUBLIC_URL}/payment/verify`). */
  returnUrl: string;
  /**
   * Where the provider calls the server, server to server, when the payment is paid (success)
   * or cancelled (cancel), whatever the browser does (`${PUBLIC_URL}/api/payments/callback`).
   */
  callbackUrls: { success: string; cancel: string };
  /** The request's log: the provider's request id is logged beside the portal's. */
  log?: ProviderLog;
}

/** What an adapter logs with (Fastify's request or application log). */
export interface ProviderLog {
  info(entry: Record<string, unknown>, message: string): void;
  warn(entry: Record<string, unknown>, message: string): void;
}

export interface PaymentForm {
  url: string;
  parameters: { name: string; value: string }[];
  /** The provider's id of the payment, known from its creation (the status query asks by it). */
  transactionId: string;
}

/** One payment method as the provider lists it (spec: payment provider id, name, logo). */
export interface PaymentMethod {
  id: string;
  name: string;
  /** Address of the method's logo (the provider's SVG). */
  logo: string;
}

/** The provider's group of payment methods (Paytrail's `groups`: bank, mobile, …). */
export interface PaymentMethodGroup {
  id: string;
  /** In the language asked for. */
  name: string;
  methods: PaymentMethod[];
}

/** A refund asked of the provider, of a payment it took. */
export interface RefundRequest {
  /** The provider's id of the payment refunded. */
  transactionId: string;
  amountCents: number;
  /** The merchant's unique identifier of the refund (asking again with it is not a second refund). */
  refundStamp: string;
  refundReference: string;
  callbackUrls: { success: string; cancel: string };
}

/**
 * What the provider said to a refund: taken (its own status of it), not possible for this
 * payment's method (Paytrail's 422: the money goes to the debtor's bank account instead), or
 * failed (nothing was refunded; asking again later may succeed).
 */
export type RefundOutcome =
  | { outcome: 'accepted'; status: 'ok' | 'pending' | 'fail'; transactionId: string }
  | { outcome: 'toAccount' }
  | { outcome: 'failed' };

/** The payment service provider (Paytrail's Payment API: signed requests, answers, returns). */
export interface PaymentProvider {
  /** Creates the payment at the provider; the form of the chosen method the portal posts. */
  createPayment(order: PaymentOrder): Promise<PaymentForm>;
  /** True when return or callback parameters carry a valid signature of the provider. */
  verifyReturn(query: Record<string, string>): boolean;
  /**
   * The provider's status query by transaction id (Paytrail `GET /payments/{transactionId}`),
   * its answer's signature checked; null when the provider does not know the payment or gives
   * no valid answer.
   */
  paymentStatus(transactionId: string, log?: ProviderLog): Promise<ProviderResult | null>;
  /**
   * The payment methods the merchant offers, grouped as the provider groups them; throws when
   * the provider gives no valid list.
   */
  paymentMethods(
    lang: LanguageId,
    amountCents?: number,
    log?: ProviderLog,
  ): Promise<PaymentMethodGroup[]>;
  /** Refunds (part of) a payment (Paytrail `POST /payments/{transactionId}/refund`). */
  refund(request: RefundRequest, log?: ProviderLog): Promise<RefundOutcome>;
  /** The merchant account the returns must name. */
  readonly merchantAccount: number;
}

// ------------------------------------------------------------------ mail

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: { fileName: string; contentType: string; content: Buffer }[];
}

/** Outgoing e-mail (SMTP in production; an outbox of .eml files by default). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

// ------------------------------------------------------------------ SMS

export interface SmsMessage {
  /** International format, for example +358401234567. */
  to: string;
  text: string;
}

/** Outgoing SMS (an SMS gateway in production; `.sms.txt` files in the mail outbox by default). */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

// ------------------------------------------------------------------ signing

export interface SigningRequest {
  requestId: string;
  taskId: string;
  /** What is signed or acknowledged, shown to the signer. */
  documentTitle: string;
  lang: LanguageId;
  /** Where the service returns the browser (`/judgement/verify` or `/reconciliation/verify`). */
  returnUrl: string;
  /**
   * Where the service tells the server, server to server, what the signer did, whatever the
   * browser does next (`${PUBLIC_URL}/api/signing/callback`); retried until answered 2xx.
   */
  callbackUrl: string;
}

export type SigningResult =
  { outcome: 'signed'; identityCode: string } | { outcome: 'cancelled' } | { outcome: 'unknown' };

/**
 * The service's signed word that a task was decided: the browser's return carries it as query
 * parameters, the callback as its body. `signature` is lower-case hex HMAC-SHA256, keyed with
 * the secret shared with the service, over `requestId`, `taskId`, `outcome` and `timestamp`
 * joined with `\n`; `timestamp` (ISO 8601) is when the service signed it, so that an old
 * notice cannot be replayed.
 */
export interface SigningNotice {
  requestId: string;
  taskId: string;
  outcome: 'signed' | 'cancelled';
  timestamp: string;
  signature: string;
}

/** The electronic signing service (signature after strong authentication). */
export interface SigningProvider {
  /** The address of the signing page for a task. */
  start(request: SigningRequest): Promise<string>;
  /** What the signer did, by the identifiers of the return address (the service's status query). */
  result(requestId: string, taskId: string): Promise<SigningResult>;
  /** Whether a return's or callback's notice carries the service's own signature. */
  verifyNotice(notice: SigningNotice): boolean;
}
