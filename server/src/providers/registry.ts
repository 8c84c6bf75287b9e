import { PdfkitRenderer } from '../documents/pdfkit-renderer';
import type { Providers } from './types';

/**
 * The third-party adapters the server runs with. Defaults: the local pdfkit renderer and no
 * identity provider (the sandbox identity provider comes with the next issue). Tests and
 * deployments pass their own.
 */
export function createProviders(overrides: Partial<Providers> = {}): Providers {
  return {
    documents: overrides.documents ?? new PdfkitRenderer(),
    identity: overrides.identity ?? null,
  };
}
