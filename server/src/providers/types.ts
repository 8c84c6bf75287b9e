/**
 * Third parties sit behind these interfaces. The reference server wires sandbox or local
 * implementations in `registry.ts`; production swaps in real adapters by configuration.
 * (Payment provider, signing service and mailer arrive with the payments issue.)
 */
import type { DocumentLocale } from '../lib/money';

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

export type DocumentSection =
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
  | { kind: 'text'; heading?: string; text: string };

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

export type StrongAuthenticationResult =
  | { outcome: 'authenticated'; identityCode: string }
  | { outcome: 'cancelled' }
  | { outcome: 'refused' };

/** The identity provider (bank credentials, mobile certificate) behind login types 0 and 6. */
export interface IdentityProvider {
  /** Verifies a provider return (state, nonce, PKCE, issuer, audience) and names the person. */
  completeAuthentication(input: StrongAuthenticationReturn): Promise<StrongAuthenticationResult>;
}

export interface Providers {
  documents: DocumentRenderer;
  /** Null until an identity provider is configured: strong logins are then refused (code 3). */
  identity: IdentityProvider | null;
}
