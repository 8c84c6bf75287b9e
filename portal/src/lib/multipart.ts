/** One part's value in a multipart body the contract types: text, a number, or a file. */
type PartValue = string | number | Blob;

/** A multipart request body as the contract types it: each part once, or repeated (an array). */
export type MultipartBody = Record<string, PartValue | readonly PartValue[] | undefined>;

/**
 * The `bodySerializer` of a multipart operation: the typed body as `FormData`, its parts in the
 * body's order. An array is a repeated part (`basis`, `billNrs`, `files`), an absent value is
 * no part, a number is sent as its digits and a file under its own name. The browser then sets
 * the content type with its boundary.
 */
export function multipartForm(body: MultipartBody): FormData {
  const form = new FormData();
  const append = (name: string, value: PartValue) => {
    if (typeof value === 'number') form.append(name, String(value));
    else form.append(name, value);
  };
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    const parts =
      typeof value === 'string' || typeof value === 'number' || value instanceof Blob
        ? [value]
        : value;
    for (const part of parts) append(name, part);
  }
  return form;
}
