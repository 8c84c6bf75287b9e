import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { lookup, type LanguageId } from '@portal/translations';
import evidence from '../visual-tests/accessibility-evidence.json';
import designSystemPackage from '../design-system/package.json';
import { guidance, type Guidance } from '../design-system/src/docs/guidance';
import { componentStatus, folderOfPage } from '../design-system/src/docs/status';
import { lastChanged } from '../design-system/src/docs/changelog';
import { ScreenshotMatrix } from './screenshot-matrix';

const statusText = {
  stable: 'Stable: used in the portal',
  ready: 'Ready: not yet used by a portal page',
  deprecated: 'Deprecated: do not use in new work',
} as const;

const languages: readonly { id: LanguageId; name: string }[] = [
  { id: 'fi', name: 'fi' },
  { id: 'se', name: 'sv' },
  { id: 'en', name: 'en' },
];

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

/** The portal's own texts that show the component used well, in its three languages. */
function Examples({ keys }: { keys: readonly string[] }) {
  return (
    <>
      <h3>In the portal</h3>
      <table>
        <thead>
          <tr>
            {languages.map(({ id, name }) => (
              <th key={id} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key}>
              {languages.map(({ id }) => (
                <td key={id} lang={id === 'se' ? 'sv' : id}>
                  {lookup(id, key)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function Usage({ entry }: { entry: Guidance | undefined }) {
  if (!entry) {
    return (
      <>
        <h2>Usage</h2>
        <p>Usage guidance not written yet.</p>
      </>
    );
  }
  return (
    <>
      <h2>Usage</h2>
      <List title="When to use" items={entry.use} />
      <List title="When not to use" items={entry.avoid} />
      <List title="Do" items={entry.do} />
      <List title="Don't" items={entry.dont} />
      <Examples keys={entry.examples} />
    </>
  );
}

/** Axe's result in each language over every story, from the last full run of the runner. */
function AxeEvidence() {
  const run = evidence.storybook;
  if (!run) return <p>No full run of the story checks is recorded yet.</p>;
  const violations = languages.map(({ id, name }) => `${name} ${run.axe[id].rules}`).join(', ');
  return (
    <p>
      Axe-core (WCAG 2.0–2.2 A and AA, best practices) over all {run.stories} stories, this
      page&apos;s included, in the last full run ({run.finishedAt.slice(0, 10)}): violated rules{' '}
      {violations}.
    </p>
  );
}

function Accessibility({ entry }: { entry: Guidance | undefined }) {
  return (
    <>
      <h2>Accessibility</h2>
      {entry ? <List title="" items={entry.accessibility} /> : null}
      {entry ? <List title="Keyboard" items={entry.keyboard} /> : null}
      <h3>Automated checks</h3>
      <AxeEvidence />
    </>
  );
}

/** Status, the design system's version and the date of the component's newest changelog entry. */
function StatusLine({ page }: { page: string }) {
  const folder = folderOfPage(page);
  const status = componentStatus[folder];
  const changed = lastChanged(folder);
  return (
    <p>
      <strong>Status:</strong> {status ? statusText[status.status] : 'not recorded'}
      {status ? ` · added ${status.added}` : ''}
      {changed ? ` · last changed ${changed}` : ''} · design system {designSystemPackage.version} (
      <a href="?path=/docs/changelog--docs">changelog</a>)
    </p>
  );
}

/**
 * Every component's docs page, in the order a designer reads it: title and status, what it is
 * for, its usage guidance (guidance.ts), the main story, accessibility, the other stories, and
 * their approved screenshots, and the props last.
 */
export function DocsPage() {
  const { csfFile } = useOf('meta', ['meta']);
  const page = (csfFile.meta.title ?? '').split('/').pop() ?? '';
  const entry = guidance[page];
  return (
    <>
      <Title />
      <StatusLine page={page} />
      <Subtitle />
      <Description />
      <Usage entry={entry} />
      <Primary />
      <Accessibility entry={entry} />
      <Stories />
      <ScreenshotMatrix />
      <h2>Props</h2>
      <Controls />
    </>
  );
}
