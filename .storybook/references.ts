/** The approved screenshots' index as the docs pages read it (visual-references.ts makes it). */

/** One approved screenshot. */
export interface Reference {
  /** The story's title and name as in the file name: "Cards_DebtCard_Pay_Now". */
  story: string;
  language: 'fi' | 'sv' | 'en';
  width: number;
  /** The file's name in the references folder. */
  file: string;
}

/** The story part of a file name, as loki's slug makes it (ASCII titles and names only). */
export const storySlug = (title: string, name: string): string =>
  `${title} ${name}`.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_+|_+$/g, '');

/** The languages of the matrix's rows, in the order the portal offers them. */
export const LANGUAGES = ['fi', 'sv', 'en'] as const;
