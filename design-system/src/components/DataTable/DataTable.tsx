import { Fragment, useId, useState, type ReactNode } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { ChevronDownIcon } from '../../icons';
import { DescriptionList } from '../DescriptionList';
import { Show } from '../Show';
import {
  CardDetail,
  CardList,
  CardsCaption,
  CardToggle,
  CardTitle,
  Empty,
  RowButton,
  Scroller,
  Table,
  Toggle,
} from './DataTable.styles';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  /** Amounts and dates align to the end. */
  align?: 'start' | 'end';
  /** The cell that names the row (rendered as a row header, and the row's button). */
  rowHeader?: boolean;
}

export type DataTableRowState = 'expanded' | 'collapsed';

export interface DataTableProps<Row> {
  /** Names the table (and its scroll region on small screens). */
  caption: ReactNode;
  /** Keeps the caption for screen readers only, when a heading above says the same. */
  hideCaption?: boolean;
  /** The columns: header, cell renderer, alignment and the optional total. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows, one per item; on phones each becomes a card. */
  rows: readonly Row[];
  /** A stable key of a row (e.g. its id). */
  getRowKey: (row: Row) => string;
  /**
   * Opens the row (payments page: the debt). The row-header cell becomes a button for keyboard
   * and screen reader users; a click anywhere on the row does the same for pointer users.
   */
  onRowClick?: (row: Row) => void;
  /** Detail under a row (bill rows): adds a toggle button in the first column. */
  renderExpanded?: (row: Row) => ReactNode;
  /** Name of the toggle, e.g. (row) => `Näytä erittely: lasku ${row.nr}`. */
  expandLabel?: (row: Row) => string;
  /**
   * Name of the toggle while the row is open, e.g. (row) => `Piilota erittely: lasku ${row.nr}`,
   * so the button says what it does now; `expandLabel` when not given.
   */
  collapseLabel?: (row: Row) => string;
  /** Header text of the toggle column (visually hidden). */
  expandHeader?: string;
  /** Cells of the totals row, by column key; the first column shows `totalsLabel`. */
  totals?: Partial<Record<string, ReactNode>>;
  /** Label of the totals row; the row shows when a column has a total. */
  totalsLabel?: ReactNode;
  /** Shown instead of the table when there are no rows. */
  emptyText?: ReactNode;
  /** Extra class for the parent's layout (spacing, width). */
  className?: string;
  /**
   * Below 600 px: `cards` (default) shows each row as a card of label and value pairs, so no
   * column is ever out of sight on a phone (nothing wider than the screen); the row's
   * detail opens under its card and the totals are the last card. `scroll` keeps the table,
   * which then scrolls sideways (only for tables a phone never shows).
   */
  smallScreen?: 'scroll' | 'cards';
}

/** Tables of the portal: payments, pay-all, bills, installments; row click, expansion, totals. */
export function DataTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowKey,
  onRowClick,
  renderExpanded,
  expandLabel,
  collapseLabel,
  expandHeader,
  totals,
  totalsLabel,
  emptyText,
  className,
  smallScreen = 'cards',
}: DataTableProps<Row>) {
  const base = `table-${useId()}`;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const expandable = Boolean(renderExpanded);
  const toggleLabel = (row: Row, open: boolean) =>
    (open ? (collapseLabel ?? expandLabel) : expandLabel)?.(row) ?? '';
  const width = columns.length + (expandable ? 1 : 0);

  // The cards keep their own open rows: a detail is in the document once, in the form shown.
  const [cardsExpanded, setCardsExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggleIn = (set: typeof setExpanded) => (key: string) =>
    set((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const toggle = toggleIn(setExpanded);
  const toggleCard = toggleIn(setCardsExpanded);

  const table = (
    // A table wider than the screen scrolls; the region must then be reachable by keyboard.

    <Scroller className={className} role="region" aria-labelledby={`${base}-caption`} tabIndex={0}>
      <Table>
        <caption id={`${base}-caption`} data-hidden={hideCaption ? '' : undefined}>
          {hideCaption ? <VisuallyHidden.Root>{caption}</VisuallyHidden.Root> : caption}
        </caption>
        <thead>
          <tr>
            {expandable ? (
              <th scope="col">
                <VisuallyHidden.Root>{expandHeader}</VisuallyHidden.Root>
              </th>
            ) : null}
            {columns.map((column) => (
              <th key={column.key} scope="col" data-align={column.align}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && emptyText ? (
            <tr>
              <Empty colSpan={width}>{emptyText}</Empty>
            </tr>
          ) : null}
          {rows.map((row) => {
            const key = getRowKey(row);
            const open = expanded.has(key);
            const detailId = `${base}-detail-${key}`;
            return (
              <Fragment key={key}>
                {/* The row click is a pointer convenience; the row-header button is the keyboard path. */}
                {}
                <tr
                  data-state={expandable ? (open ? 'expanded' : 'collapsed') : undefined}
                  data-clickable={onRowClick ? '' : undefined}
                  onClick={
                    onRowClick
                      ? (event) => {
                          if ((event.target as HTMLElement).closest('button, a')) return;
                          onRowClick(row);
                        }
                      : undefined
                  }
                >
                  {expandable ? (
                    <td>
                      <Toggle
                        type="button"
                        aria-expanded={open}
                        aria-controls={open ? detailId : undefined}
                        aria-label={toggleLabel(row, open)}
                        onClick={() => toggle(key)}
                      >
                        <ChevronDownIcon />
                      </Toggle>
                    </td>
                  ) : null}
                  {columns.map((column) => {
                    const content = column.render(row);
                    if (column.rowHeader) {
                      return (
                        <th key={column.key} scope="row" data-align={column.align}>
                          {onRowClick ? (
                            <RowButton type="button" onClick={() => onRowClick(row)}>
                              {content}
                            </RowButton>
                          ) : (
                            content
                          )}
                        </th>
                      );
                    }
                    return (
                      <td key={column.key} data-align={column.align}>
                        {content}
                      </td>
                    );
                  })}
                </tr>
                {expandable && open ? (
                  <tr data-detail="" id={detailId}>
                    <td colSpan={width}>{renderExpanded?.(row)}</td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
        {totals ? (
          <tfoot>
            <tr>
              {expandable ? <td /> : null}
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.key} scope="row" data-align={column.align}>
                    {totals[column.key] ?? totalsLabel}
                  </th>
                ) : (
                  <td key={column.key} data-align={column.align}>
                    {totals[column.key]}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </Table>
    </Scroller>
  );
  if (smallScreen === 'scroll') return table;

  const header = columns.find((column) => column.rowHeader) ?? columns[0]!;
  const cardsCaption = `${base}-cards-caption`;
  return (
    <>
      <Show when="fromSmall">{table}</Show>
      <Show when="belowSmall" className={className}>
        {hideCaption ? (
          <VisuallyHidden.Root id={cardsCaption}>{caption}</VisuallyHidden.Root>
        ) : (
          <CardsCaption id={cardsCaption}>{caption}</CardsCaption>
        )}
        {rows.length === 0 && emptyText ? <p>{emptyText}</p> : null}
        <CardList aria-labelledby={cardsCaption}>
          {rows.map((row) => {
            const key = getRowKey(row);
            const open = cardsExpanded.has(key);
            const detailId = `${base}-card-detail-${key}`;
            return (
              <li key={key}>
                <CardTitle>
                  {onRowClick ? (
                    <RowButton type="button" onClick={() => onRowClick(row)}>
                      {header.render(row)}
                    </RowButton>
                  ) : (
                    header.render(row)
                  )}
                </CardTitle>
                <DescriptionList
                  layout="figures"
                  stack="never"
                  items={columns
                    .filter((column) => column !== header)
                    .map((column) => ({
                      key: column.key,
                      term: column.header,
                      value: column.render(row),
                    }))}
                />
                {expandable ? (
                  <CardToggle
                    type="button"
                    aria-expanded={open}
                    aria-controls={open ? detailId : undefined}
                    onClick={() => toggleCard(key)}
                  >
                    <ChevronDownIcon />
                    {toggleLabel(row, open)}
                  </CardToggle>
                ) : null}
                {expandable && open ? (
                  <CardDetail id={detailId}>{renderExpanded?.(row)}</CardDetail>
                ) : null}
              </li>
            );
          })}
          {totals ? (
            <li data-totals="">
              <CardTitle>{totalsLabel}</CardTitle>
              <DescriptionList
                layout="figures"
                stack="never"
                items={columns
                  .filter((column) => column !== header && totals[column.key] !== undefined)
                  .map((column) => ({
                    key: column.key,
                    term: column.header,
                    value: totals[column.key],
                  }))}
              />
            </li>
          ) : null}
        </CardList>
      </Show>
    </>
  );
}
