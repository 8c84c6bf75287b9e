export { CapacityFigures } from './CapacityFigures';
export type { CapacityFiguresLabels, CapacityFiguresProps } from './CapacityFigures';
