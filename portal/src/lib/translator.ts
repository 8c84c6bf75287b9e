import { createContext, useContext } from 'react';

/** A message by its key, with `{{name}}` values and a `count` that picks the plural form. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * How the login page's parts (the login card, the frame's footer, cookie banner and drawer) get
 * their texts: from the portal's i18next (`TranslatorBridge` in app/App.tsx) or, on the login
 * home's own script, from `createTranslator`, which reads the same messages the same way for what
 * these parts use (keys, `{{values}}`, plurals) and leaves i18next (about 15 KB gzip) out of the
 * login route (docs/performance.md).
 */
export interface Translator {
  t: Translate;
}

export const TranslatorContext = createContext<Translator | null>(null);

export function useTranslator(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('No TranslatorContext provider');
  return translator;
}

type MessageTree = { readonly [key: string]: string | MessageTree };

/**
 * A translator over one language's messages, as i18next reads them with the portal's settings
 * (app/i18n.ts: no escaping, no fallback language): a dotted key; with `count`, the key's
 * `_zero` form for 0 when there is one, else its plural form for the language (`_one`,
 * `_other`); `{{name}}` replaced by the value (an unknown value by nothing); an unknown key is
 * the key itself.
 */
export function createTranslator(languageTag: string, messages: MessageTree): Translator {
  const plural = new Intl.PluralRules(languageTag);
  const lookup = (key: string): string | undefined => {
    let node: string | MessageTree | undefined = messages;
    for (const part of key.split('.')) {
      node = typeof node === 'object' ? node[part] : undefined;
    }
    return typeof node === 'string' ? node : undefined;
  };
  const t: Translate = (key, values = {}) => {
    const { count } = values;
    const text =
      (typeof count === 'number'
        ? ((count === 0 ? lookup(`${key}_zero`) : undefined) ??
          lookup(`${key}_${plural.select(count)}`))
        : undefined) ?? lookup(key);
    if (text === undefined) return key;
    return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) =>
      name in values ? String(values[name]) : '',
    );
  };
  return { t };
}
