export { InstalmentTable } from './InstalmentTable';
export type {
  InstalmentTableLabels,
  InstalmentTableProps,
  InstalmentTableRow,
} from './InstalmentTable';
