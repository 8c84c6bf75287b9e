import { forwardRef, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../icons';
import type { HeadingLevel } from '../Card';
import { Content, Header, Item, Root, Trigger } from './Accordion.styles';

export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
}

interface BaseProps {
  /** The questions: each item's `title` is the heading's button, `content` the answer; `value` identifies it. */
  items: readonly AccordionItem[];
  /** Level of each question's heading, so it fits the page's outline. */
  headingLevel?: HeadingLevel;
  /** Extra class for the parent's layout (spacing, width). */
  className?: string;
}

/** One open at a time (`single`) or any number (`multiple`), as Radix Accordion. */
export type AccordionProps = BaseProps &
  (
    | {
        /** `single`: one answer open at a time (opening one closes the other); `multiple`: any number. */
        type: 'single';
        /** The open item (`single`) or items (`multiple`), when the parent controls it. */
        value?: string;
        /** The item or items open at first, when the accordion keeps its own state. */
        defaultValue?: string;
        /** Called with the open item or items after each change. */
        onValueChange?: (value: string) => void;
      }
    | {
        type: 'multiple';
        value?: string[];
        defaultValue?: string[];
        onValueChange?: (value: string[]) => void;
      }
  );

/** Questions and answers (FAQ) on Radix Accordion; each question is a heading with a button. */
export const Accordion = forwardRef<HTMLDivElement, AccordionProps>(function Accordion(
  { items, headingLevel = 3, className, ...root },
  ref,
) {
  const single = root.type === 'single' ? { collapsible: true } : {};
  return (
    <Root ref={ref} className={className} {...single} {...root}>
      {items.map((item) => (
        <Item key={item.value} value={item.value}>
          <Header asChild>
            <Heading level={headingLevel}>
              <Trigger>
                {item.title}
                <ChevronDownIcon />
              </Trigger>
            </Heading>
          </Header>
          <Content>{item.content}</Content>
        </Item>
      ))}
    </Root>
  );
});

function Heading({ level, ...props }: { level: HeadingLevel; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag style={{ margin: 0, fontSize: 'inherit' }} {...props} />;
}
