/**
 * Leaves the portal with a real HTML form POST (spec 4: the payment form is auto-submitted to the
 * provider). The form is built with DOM calls and submitted from the portal's own code, so it
 * works under the server's CSP: no inline script, and the provider's origin is in `form-action`.
 */
export function postForm(
  url: string,
  fields: readonly { name: string; value: string }[],
  doc: Document = document,
): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = url;
  form.hidden = true;
  for (const { name, value } of fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}
