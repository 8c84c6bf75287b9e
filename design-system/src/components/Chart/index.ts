export { BalanceChart, SERIES_STYLES } from './BalanceChart';
export type { BalanceChartProps, BalanceSeries } from './BalanceChart';
export { CompositionChart } from './CompositionChart';
export type { CompositionBar, CompositionChartProps, CompositionPart } from './CompositionChart';
export type { ChartDataTexts } from './ChartData';
export type { PartPattern } from './Chart.styles';
export { balanceSchedule } from './chart-geometry';
