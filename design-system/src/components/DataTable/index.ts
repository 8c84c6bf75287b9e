export { DataTable } from './DataTable';
export type { DataTableColumn, DataTableProps, DataTableRowState } from './DataTable';
