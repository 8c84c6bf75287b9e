import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn } from './DataTable';

interface Row {
  id: string;
  name: string;
  cents: number;
}
const rows: Row[] = [
  { id: 'a', name: 'Eka', cents: 100 },
  { id: 'b', name: 'Toka', cents: 200 },
];
const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Nimi', rowHeader: true, render: (row) => row.name },
  { key: 'sum', header: 'Summa', align: 'end', render: (row) => row.cents },
];

describe('DataTable', () => {
  it('is a table named by its caption with row headers', () => {
    render(
      <DataTable
        caption="Maksut"
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.id}
        smallScreen="scroll"
      />,
    );
    const table = screen.getByRole('table', { name: 'Maksut' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Eka', 'Toka']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Nimi', 'Summa']);
  });

  it('opens a row by a click anywhere or by its row-header button', async () => {
    const onRowClick = vi.fn();
    render(
      <DataTable
        caption="Maksut"
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.id}
        onRowClick={onRowClick}
        smallScreen="scroll"
      />,
    );
    await userEvent.click(screen.getByText('200'));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Eka' }));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('expands a row under a named toggle', async () => {
    render(
      <DataTable
        caption="Laskut"
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.id}
        renderExpanded={(row) => `Erittely ${row.name}`}
        expandLabel={(row) => `Näytä ${row.name}`}
        expandHeader="Erittely"
        smallScreen="scroll"
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Näytä Toka' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // No closing label given: the opening one stays.
    expect(toggle).toHaveAccessibleName('Näytä Toka');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveTextContent(
      'Erittely Toka',
    );
  });

  it('names the toggle of an open row with the closing label, in the table and on the cards', async () => {
    for (const smallScreen of ['scroll', 'cards'] as const) {
      const { unmount } = render(
        <DataTable
          caption="Laskut"
          columns={columns}
          rows={rows}
          getRowKey={(r) => r.id}
          renderExpanded={(row) => `Erittely ${row.name}`}
          expandLabel={(row) => `Näytä ${row.name}`}
          collapseLabel={(row) => `Piilota ${row.name}`}
          expandHeader="Erittely"
          smallScreen={smallScreen}
        />,
      );
      const [toggle] = screen.getAllByRole('button', { name: 'Näytä Toka' });
      await userEvent.click(toggle!);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveAccessibleName('Piilota Toka');
      await userEvent.click(toggle!);
      expect(toggle).toHaveAccessibleName('Näytä Toka');
      unmount();
    }
  });

  it('shows a totals row and an empty text', () => {
    const { rerender } = render(
      <DataTable
        caption="X"
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.id}
        totals={{ sum: '300' }}
        totalsLabel="Yhteensä"
        smallScreen="scroll"
      />,
    );
    const last = screen.getAllByRole('row').at(-1)!;
    expect(last).toHaveTextContent('Yhteensä300');
    rerender(
      <DataTable
        caption="X"
        columns={columns}
        rows={[]}
        getRowKey={(r) => r.id}
        emptyText="Ei maksuja"
        smallScreen="scroll"
      />,
    );
    expect(screen.getByText('Ei maksuja')).toBeInTheDocument();
  });

  it('with cards for small screens, also lists each row as a card of its labelled values', async () => {
    const onRowClick = vi.fn();
    render(
      <DataTable
        caption="Maksut"
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.id}
        onRowClick={onRowClick}
        smallScreen="cards"
      />,
    );
    // Both forms are in the document and CSS shows one; jsdom applies no media query, so it
    // sees the small-screen form, with the table hidden (display: none).
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('table', { hidden: true })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Maksut' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByRole('term')).toHaveTextContent('Summa');
    expect(within(cards[1]!).getByRole('definition')).toHaveTextContent('200');
    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Toka' }));
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
  });

  it('by default shows cards on small screens, with the row detail and the totals as cards', async () => {
    render(
      <DataTable
        caption="Laskut"
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.id}
        renderExpanded={(row) => `Erittely ${row.name}`}
        expandLabel={(row) => `Näytä ${row.name}`}
        totals={{ sum: '300' }}
        totalsLabel="Yhteensä"
      />,
    );
    const cards = within(screen.getByRole('list', { name: 'Laskut' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const toggle = within(cards[1]!).getByRole('button', { name: 'Näytä Toka' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveTextContent(
      'Erittely Toka',
    );
    expect(cards[2]).toHaveTextContent('YhteensäSumma300');
  });
});
