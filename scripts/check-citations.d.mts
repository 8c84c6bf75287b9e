export interface Citation {
  line: number;
  kind: 'ticket' | 'outside';
  text: string;
}
export declare const TICKET_FILES: RegExp;
export declare const NOTE_FILES: RegExp;
export declare function findCitations(path: string, text: string): Citation[];
export declare function judge(
  hits: Map<string, Citation[]>,
  allowed: ReadonlySet<string>,
): { failures: string[]; pending: string[]; stale: string[] };
export declare function parseAllowlist(text: string): Set<string>;
