/** The committed evidence file the portal build reads. */
export declare const EVIDENCE_FILE: string;
/** Replaces one part of the evidence file; never throws. */
export declare function recordEvidence(part: string, value: unknown, file?: string): void;
/** Adds one screen-reader file's journeys to the `screenReader` part; never throws. */
export declare function recordHeardJourneys(
  journeys: readonly { journey: string; phrases: number }[],
  file?: string,
): void;
