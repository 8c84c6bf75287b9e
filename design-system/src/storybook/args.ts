/**
 * argTypes for props that a story fills in from the locale toolbar (translated texts, the
 * formatting locale) or from another control: their rows stay in the docs table with the
 * component's own description, without a control that the story would overwrite.
 */
export function setByStory(
  names: readonly string[],
  source = 'the locale toolbar',
): Record<string, { control: false; table: { category: string } }> {
  return Object.fromEntries(
    names.map((name) => [name, { control: false, table: { category: `Set from ${source}` } }]),
  );
}
