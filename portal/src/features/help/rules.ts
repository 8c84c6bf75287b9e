import type { Schemas } from '@portal/openapi';
import { htmlToText } from '../../lib/sanitize';

export type FaqItem = Schemas['FaqItem'];

/** spec 5 and 9: search starts with more than 2 characters. */
export const FAQ_SEARCH_MIN_LENGTH = 3;

export function isSearchable(query: string): boolean {
  return query.trim().length >= FAQ_SEARCH_MIN_LENGTH;
}

/**
 * FAQ search (spec 5): case-insensitive; every word of the query must appear in the question,
 * the answer (as text), the keyword or the category name. Shorter queries match everything.
 */
export function searchFaq<T extends Pick<FaqItem, 'question' | 'answer' | 'keyword'>>(
  items: readonly T[],
  query: string,
  categoryName: (item: T) => string = () => '',
): T[] {
  if (!isSearchable(query)) return [...items];
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    const haystack = [
      item.question,
      htmlToText(item.answer),
      item.keyword ?? '',
      categoryName(item),
    ]
      .join(' ')
      .toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
