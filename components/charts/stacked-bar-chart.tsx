import { CategoryAxis, ChartFigure, ValueAxis, type ChartText } from './chart-figure';
import { formatOnce } from './remember';
import { PLOT, SERIES_COLORS, defaultFormat, niceMax } from './scale';
import type { ChartSeries, MultiDatum } from './series';
import { WidgetBoundary } from '@/components/errors/widget-boundary';

/** Values per category stacked by series (e.g. findings per day by code, notices delivered and failed). */
function StackedBarChartBody({
  text,
  series,
  data,
  categoryHeader,
  totalHeader,
  formatValue: formatEachValue = defaultFormat,
  formatLabel: formatEachLabel = (label: string) => label,
}: {
  text: ChartText;
  series: ChartSeries[];
  data: MultiDatum[];
  categoryHeader: string;
  totalHeader: string;
  formatValue?: (value: number) => string;
  formatLabel?: (label: string) => string;
}) {
  const formatValue = formatOnce(formatEachValue);
  const formatLabel = formatOnce(formatEachLabel);
  const colored = series.map((s, i) => ({ ...s, color: s.color ?? SERIES_COLORS[i % SERIES_COLORS.length]! }));
  const totals = data.map((d) => colored.reduce((sum, s) => sum + Math.max(0, d.values[s.key] ?? 0), 0));
  const max = niceMax(Math.max(0, ...totals));
  const slot = data.length > 0 ? PLOT.width / data.length : 0;
  const barWidth = Math.max(1, slot * 0.7);
  return (
    <ChartFigure
      text={text}
      legend={colored.map((s) => ({ key: s.key, label: s.label, color: s.color }))}
      table={{
        caption: text.title,
        headers: [categoryHeader, ...colored.map((s) => s.label), totalHeader],
        rows: data.map((d, i) => ({
          key: d.label,
          cells: [formatLabel(d.label), ...colored.map((s) => formatValue(d.values[s.key] ?? 0)), formatValue(totals[i]!)],
        })),
      }}
    >
      <ValueAxis max={max} format={formatValue} />
      <g>
        {data.map((d, i) => {
          let top = PLOT.y + PLOT.height;
          return (
            <g key={d.label}>
              {colored.map((s) => {
                const value = Math.max(0, d.values[s.key] ?? 0);
                const height = (value / max) * PLOT.height;
                if (height <= 0) return null;
                top -= height;
                return (
                  <rect key={s.key} data-series={s.key} data-value={value} x={PLOT.x + slot * i + (slot - barWidth) / 2} y={top} width={barWidth} height={height} fill={s.color}>
                    <title>{`${formatLabel(d.label)}, ${s.label}: ${formatValue(value)}`}</title>
                  </rect>
                );
              })}
            </g>
          );
        })}
      </g>
      <CategoryAxis labels={data.map((d) => d.label)} format={formatLabel} />
    </ChartFigure>
  );
}

/** The chart in its own component-error box: a chart that cannot be drawn replaces only itself. */
export function StackedBarChart(props: Parameters<typeof StackedBarChartBody>[0]) {
  return (
    <WidgetBoundary>
      <StackedBarChartBody {...props} />
    </WidgetBoundary>
  );
}
