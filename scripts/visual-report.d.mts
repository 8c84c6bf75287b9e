export interface VisualChange {
  storyId: string;
  file: string;
  description?: string;
}
export declare function shotOf(
  file: string,
  configurations: Record<string, { width: number }>,
): { language: string; width: number };
export declare function writeVisualReport(options: {
  dir: string;
  changes: VisualChange[];
  entries: Record<string, { title: string; name: string }>;
  configurations: Record<string, { width: number }>;
  lokiDir: string;
}): string;
export declare function storyEntries(
  storybookDir: string,
): Record<string, { id: string; title: string; name: string; type: string }>;
