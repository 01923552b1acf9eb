/**
 * Small SVG charts for the dashboard and insights (no chart library: bars and lines over a few
 * dozen points do not need one). Each names itself with a title and a summary sentence and offers
 * its numbers as a table, so what a chart shows is never only in its picture. All text comes in as
 * props, already translated.
 */
export { BarChart, type BarDatum } from './bar-chart';
export { StackedBarChart } from './stacked-bar-chart';
export { LineChart } from './line-chart';
export { Sparkline } from './sparkline';
export { type ChartText, type LegendEntry } from './chart-figure';
export { type ChartSeries, type MultiDatum } from './series';
export { SERIES_COLORS, niceMax } from './scale';
