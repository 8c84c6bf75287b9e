import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { guidance, type Guidance } from '../design-system/src/docs/guidance';
import { componentStatus } from '../design-system/src/docs/status';

const statusText = {
  stable: 'Stable: used in the portal',
  ready: 'Ready: not yet used by a portal page',
  deprecated: 'Deprecated: do not use in new work',
} as const;

/** A guidance line, with `code` between backticks. */
function Inline({ text }: { text: string }) {
  return (
    <>
      {text
        .split('`')
        .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}
    </>
  );
}

function List({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      {title ? <h3>{title}</h3> : null}
      <ul>
        {items.map((item) => (
          <li key={item}>
            <Inline text={item} />
          </li>
        ))}
      </ul>
    </>
  );
}

function Usage({ entry }: { entry: Guidance }) {
  return (
    <>
      <h2>Usage</h2>
      <List title="When to use" items={entry.use} />
      <List title="When not to use" items={entry.avoid} />
      <List title="Do" items={entry.do} />
      <List title="Don't" items={entry.dont} />
      <h2>Accessibility</h2>
      <List title="" items={entry.accessibility} />
    </>
  );
}

/**
 * Every component's docs page: Storybook's usual blocks, with the component's status
 * (design-system/src/docs/status.ts) under the title and, where written, its usage and
 * accessibility guidance (guidance.ts) before the stories.
 */
export function DocsPage() {
  const { csfFile } = useOf('meta', ['meta']);
  const name = (csfFile.meta.title ?? '').split('/').pop() ?? '';
  const status = componentStatus[name];
  const entry = guidance[name];
  return (
    <>
      <Title />
      {status ? (
        <p>
          <strong>Status:</strong> {statusText[status.status]} · added {status.added}
        </p>
      ) : null}
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      {entry ? <Usage entry={entry} /> : null}
      <Stories />
    </>
  );
}
