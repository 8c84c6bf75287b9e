import type { ErrorSummaryItem } from '@portal/design-system';

/**
 * The error summary's items: each field's id with its translated message, in the
 * order of the form's fields; fields without an error are left out.
 */
export function summaryItems(
  fields: readonly (readonly [fieldId: string, message: string | null | undefined])[],
): ErrorSummaryItem[] {
  return fields.flatMap(([fieldId, message]) => (message ? [{ fieldId, message }] : []));
}
