/**
 * Finds text a reader should never see in a story: an interpolation placeholder left unfilled
 * (`{{charge}}`, a value the story did not pass) or a translation key shown as it is
 * (`paymentPlan.review.confirm`, a key the story did not translate). The Storybook test runner
 * runs it over every story's rendered text in each language (.storybook/test-runner.ts).
 */

/** Plural endings of i18next keys: `x_one` and `x_other` are shown, when untranslated, as `x`. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every key of a message tree as a dotted path, plural keys also by their base name. */
export function translationKeys(tree: unknown): Set<string> {
  const keys = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    if (node === null || typeof node !== 'object') {
      keys.add(prefix);
      keys.add(prefix.replace(PLURAL_SUFFIX, ''));
      return;
    }
    for (const [key, value] of Object.entries(node)) walk(value, prefix ? `${prefix}.${key}` : key);
  };
  walk(tree, '');
  // Only dotted keys: a one-word key ("fi") is also an ordinary word.
  return new Set([...keys].filter((key) => key.includes('.')));
}

/** A placeholder, with or without spaces inside the braces. */
const PLACEHOLDER = /\{\{\s*[^{}]*?\s*\}\}/g;
/** Dotted words, the shape of a translation key (`banner.overpayment.text`, `error.login.0`). */
const DOTTED = /[A-Za-z_][\w-]*(?:\.[\w-]+)+/g;

/**
 * The raw placeholders and translation keys in the texts, each once, in order of appearance.
 * A dotted word counts only when it is one of `keys`, so web addresses and file names pass.
 */
export function findRawText(texts: readonly string[], keys: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const match of text.match(PLACEHOLDER) ?? []) found.add(match);
    for (const match of text.match(DOTTED) ?? []) {
      if (keys.has(match)) found.add(match);
    }
  }
  return [...found];
}
