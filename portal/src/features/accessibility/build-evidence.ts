/** Replaced by the parsed evidence file when the portal is built (portal/vite.config.ts). */
declare const __ACCESSIBILITY_EVIDENCE__: unknown;

/**
 * The accessibility evidence as the build read it: `null` when the file was missing, and also
 * where nothing replaces the name (unit tests), so the statement then says the evidence is missing.
 */
export const buildEvidence: unknown =
  typeof __ACCESSIBILITY_EVIDENCE__ === 'undefined' ? null : __ACCESSIBILITY_EVIDENCE__;
