import { CategoryAxis, ChartFigure, ValueAxis, type ChartText } from './chart-figure';
import { PLOT, SERIES_COLORS, defaultFormat, niceMax } from './scale';
import type { ChartSeries, MultiDatum } from './series';
import { WidgetBoundary } from '@/components/errors/widget-boundary';

/** One line per series across the categories (e.g. the flagged and rejected shares per day). */
function LineChartBody({
  text,
  series,
  data,
  categoryHeader,
  formatValue = defaultFormat,
  formatLabel = (label: string) => label,
  max: fixedMax,
}: {
  text: ChartText;
  series: ChartSeries[];
  data: MultiDatum[];
  categoryHeader: string;
  formatValue?: (value: number) => string;
  formatLabel?: (label: string) => string;
  /** A fixed axis maximum (100 for percentages); else the data's, rounded up. */
  max?: number;
}) {
  const colored = series.map((s, i) => ({ ...s, color: s.color ?? SERIES_COLORS[i % SERIES_COLORS.length]! }));
  const max = fixedMax ?? niceMax(Math.max(0, ...data.flatMap((d) => colored.map((s) => d.values[s.key] ?? 0))));
  const slot = data.length > 0 ? PLOT.width / data.length : 0;
  const x = (i: number) => PLOT.x + slot * (i + 0.5);
  const y = (value: number) => PLOT.y + PLOT.height * (1 - Math.min(1, Math.max(0, value) / max));
  return (
    <ChartFigure
      text={text}
      legend={colored.map((s) => ({ key: s.key, label: s.label, color: s.color }))}
      table={{
        caption: text.title,
        headers: [categoryHeader, ...colored.map((s) => s.label)],
        rows: data.map((d) => ({ key: d.label, cells: [formatLabel(d.label), ...colored.map((s) => formatValue(d.values[s.key] ?? 0))] })),
      }}
    >
      <ValueAxis max={max} format={formatValue} />
      {colored.map((s) => (
        <g key={s.key} data-series={s.key}>
          <polyline
            fill="none"
            stroke={s.color}
            strokeWidth={2}
            strokeLinejoin="round"
            points={data.map((d, i) => `${x(i).toFixed(1)},${y(d.values[s.key] ?? 0).toFixed(1)}`).join(' ')}
          />
          {data.map((d, i) => (
            <circle key={d.label} cx={x(i)} cy={y(d.values[s.key] ?? 0)} r={2.5} fill={s.color}>
              <title>{`${formatLabel(d.label)}, ${s.label}: ${formatValue(d.values[s.key] ?? 0)}`}</title>
            </circle>
          ))}
        </g>
      ))}
      <CategoryAxis labels={data.map((d) => d.label)} format={formatLabel} />
    </ChartFigure>
  );
}

/** The chart in its own component-error box: a chart that cannot be drawn replaces only itself. */
export function LineChart(props: Parameters<typeof LineChartBody>[0]) {
  return (
    <WidgetBoundary>
      <LineChartBody {...props} />
    </WidgetBoundary>
  );
}
