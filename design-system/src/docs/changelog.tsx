import { Fragment } from 'react';
import changelog from './changelog.json';
import { componentStatus } from './status';

/** The date of the newest changelog entry that names a component (its folder), if any. */
export function lastChanged(folder: string): string | undefined {
  return changelog.entries.find((entry) => folder in entry.components)?.date;
}

/** An entry's text, with **bold** names and `code`. */
function Formatted({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\*\*[^*]+\*\*|`[^`]+`)/).map((part, index) => {
        if (part.startsWith('**')) return <strong key={index}>{part.slice(2, -2)}</strong>;
        if (part.startsWith('`')) return <code key={index}>{part.slice(1, -1)}</code>;
        return <Fragment key={index}>{part}</Fragment>;
      })}
    </>
  );
}

/**
 * The changelog's entries (changelog.json), newest first: date, version, what changed and the
 * components it records. `npm run docs:check` fails when a component's source differs from what
 * its newest entry recorded (docs-rules.ts).
 */
export function ChangelogEntries() {
  return (
    <>
      {changelog.entries.map((entry) => {
        const names = Object.keys(entry.components);
        return (
          <section key={`${entry.date}-${entry.text}`}>
            <h2>
              {entry.date} · {entry.version}
            </h2>
            <p>
              <Formatted text={entry.text} />
            </p>
            {names.length > 0 ? (
              <p>
                <strong>Components:</strong> {names.join(', ')}
              </p>
            ) : null}
          </section>
        );
      })}
    </>
  );
}

/** Every component with its status and the date it was added (status.ts). */
export function StatusTable() {
  const rows = Object.entries(componentStatus).sort(([a], [b]) => a.localeCompare(b));
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Component</th>
          <th scope="col">Status</th>
          <th scope="col">Added</th>
          <th scope="col">Last changed</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, { status, added }]) => (
          <tr key={name}>
            <td>{name}</td>
            <td>{status[0]?.toUpperCase() + status.slice(1)}</td>
            <td>{added}</td>
            <td>{lastChanged(name) ?? added}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
