/** The committed evidence file the portal build reads. */
export declare const EVIDENCE_FILE: string;
/** Replaces one part of the evidence file; never throws. */
export declare function recordEvidence(part: string, value: unknown, file?: string): void;
