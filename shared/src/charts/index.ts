// Daily bar charts (@phuket/shared/charts): the component is small; uPlot arrives in a chunk of
// its own when a chart first mounts.
export { DailyChart, loadCharts, type ChartLoader } from './DailyChart';
export type { DailyChartHandle, DailyChartInput } from './daily-chart';
