export { NPS_VALUES, NpsScale } from './NpsScale';
export type { NpsScaleProps, NpsValue } from './NpsScale';
