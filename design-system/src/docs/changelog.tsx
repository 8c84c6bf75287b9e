import { componentStatus } from './status';

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
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, { status, added }]) => (
          <tr key={name}>
            <td>{name}</td>
            <td>{status[0]?.toUpperCase() + status.slice(1)}</td>
            <td>{added}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
