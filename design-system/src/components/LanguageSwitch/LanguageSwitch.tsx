import { forwardRef, useId, type HTMLAttributes } from 'react';
import { Group, GroupLabel, Option, Options } from './LanguageSwitch.styles';

export interface LanguageOption<Id extends string = string> {
  id: Id;
  /** The language's own name: "Suomi", "Svenska", "English". */
  label: string;
  /** BCP 47 tag of the label, so it is pronounced right ("fi", "sv", "en"). */
  lang: string;
}

export interface LanguageSwitchProps<Id extends string = string> extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onSelect'
> {
  /** "Kieli" */
  label: string;
  /** The languages offered, each with its own name and `lang`. */
  languages: readonly LanguageOption<Id>[];
  /** The language in use. */
  current: Id;
  /** Called with the language chosen. */
  onSelect: (id: Id) => void;
}

function LanguageSwitchInner<Id extends string>(
  { label, languages, current, onSelect, ...rest }: LanguageSwitchProps<Id>,
  ref: React.ForwardedRef<HTMLDivElement>,
) {
  const labelId = `language-${useId()}`;
  return (
    <Group ref={ref} role="group" aria-labelledby={labelId} {...rest}>
      <GroupLabel id={labelId}>{label}</GroupLabel>
      <Options>
        {languages.map((language) => (
          <li key={language.id}>
            <Option
              type="button"
              lang={language.lang}
              aria-current={language.id === current ? 'true' : undefined}
              onClick={() => onSelect(language.id)}
            >
              {language.label}
            </Option>
          </li>
        ))}
      </Options>
    </Group>
  );
}

/** The language choice in the drawer (fi, se, en); the current one is marked. */
export const LanguageSwitch = forwardRef(LanguageSwitchInner) as <Id extends string = string>(
  props: LanguageSwitchProps<Id> & {
    /** The group element. */
    ref?: React.Ref<HTMLDivElement>;
  },
) => React.ReactElement;
