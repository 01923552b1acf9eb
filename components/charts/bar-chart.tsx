import { CategoryAxis, ChartFigure, ValueAxis, type ChartText } from './chart-figure';
import { formatOnce } from './remember';
import { PLOT, SERIES_COLORS, defaultFormat, niceMax } from './scale';
import { WidgetBoundary } from '@/components/errors/widget-boundary';

export interface BarDatum {
  label: string;
  value: number;
}

/** One value per category as vertical bars (e.g. rows converted per day). */
function BarChartBody({
  text,
  data,
  categoryHeader,
  valueHeader,
  color = SERIES_COLORS[0],
  formatValue: formatEachValue = defaultFormat,
  formatLabel: formatEachLabel = (label: string) => label,
}: {
  text: ChartText;
  data: BarDatum[];
  categoryHeader: string;
  valueHeader: string;
  color?: string;
  formatValue?: (value: number) => string;
  formatLabel?: (label: string) => string;
}) {
  const formatValue = formatOnce(formatEachValue);
  const formatLabel = formatOnce(formatEachLabel);
  const max = niceMax(Math.max(0, ...data.map((d) => d.value)));
  const slot = data.length > 0 ? PLOT.width / data.length : 0;
  const barWidth = Math.max(1, slot * 0.7);
  return (
    <ChartFigure
      text={text}
      table={{
        caption: text.title,
        headers: [categoryHeader, valueHeader],
        rows: data.map((d) => ({ key: d.label, cells: [formatLabel(d.label), formatValue(d.value)] })),
      }}
    >
      <ValueAxis max={max} format={formatValue} />
      <g>
        {data.map((d, i) => {
          const height = (Math.max(0, d.value) / max) * PLOT.height;
          return height > 0 ? (
            <rect
              key={d.label}
              data-value={d.value}
              x={PLOT.x + slot * i + (slot - barWidth) / 2}
              y={PLOT.y + PLOT.height - height}
              width={barWidth}
              height={height}
              rx={1.5}
              fill={color}
            >
              <title>{`${formatLabel(d.label)}: ${formatValue(d.value)}`}</title>
            </rect>
          ) : null;
        })}
      </g>
      <CategoryAxis labels={data.map((d) => d.label)} format={formatLabel} />
    </ChartFigure>
  );
}

/** The chart in its own component-error box: a chart that cannot be drawn replaces only itself. */
export function BarChart(props: Parameters<typeof BarChartBody>[0]) {
  return (
    <WidgetBoundary>
      <BarChartBody {...props} />
    </WidgetBoundary>
  );
}
