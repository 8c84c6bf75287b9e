import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../icons';
import { TableBox, Toggle } from './Chart.styles';
import { DataGrid } from './ChartData.styles';

/** The texts of a chart's legend and data table. */
export interface ChartDataTexts {
  /** The disclosure's label while the table is hidden, e.g. "Show the figures as a table". */
  showTable: string;
  /** Its label while the table is shown. */
  hideTable: string;
  /** The table's caption. */
  tableCaption: string;
  /** Name of the legend list, e.g. "Lines of the chart". */
  legendLabel: string;
}

interface ChartDataProps extends ChartDataTexts {
  /** Column headers; the first names the rows. */
  headers: readonly string[];
  /** The rows' cells, the first one the row's header. */
  rows: readonly { key: string; cells: readonly string[] }[];
}

/**
 * A chart's figures as a table behind a disclosure button: hidden on screen until opened,
 * always printed. The first cell of each row is its row header.
 */
export function ChartData({ showTable, hideTable, tableCaption, headers, rows }: ChartDataProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Toggle type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? hideTable : showTable}
        <ChevronDownIcon aria-hidden="true" />
      </Toggle>
      <TableBox id={id} hidden={!open}>
        <DataGrid>
          <caption>{tableCaption}</caption>
          <thead>
            <tr>
              {headers.map((header, index) => (
                <th key={index} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </DataGrid>
      </TableBox>
    </>
  );
}
