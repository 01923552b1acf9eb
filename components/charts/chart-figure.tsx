import { useId, type ReactNode } from 'react';
import { NumbersTable, type NumbersTableData } from './numbers-table';
import { CHART, PLOT, labelledIndexes } from './scale';

export interface ChartText {
  /** The chart's name (read first by screen readers). */
  title: string;
  /** One or two sentences with what the chart shows: totals, the peak, the trend. */
  summary: string;
  /** The toggle that opens the numbers as a table, e.g. "Show the numbers". */
  tableLabel: string;
}

export interface LegendEntry {
  key: string;
  label: string;
  color: string;
}

/**
 * The frame every chart shares: an SVG named by its title and summary (role img), a legend, and
 * the same numbers as a table behind a toggle — for screen readers, and for anyone who wants the
 * exact values (built when opened: numbers-table.tsx).
 */
export function ChartFigure({
  text,
  legend,
  table,
  children,
}: {
  text: ChartText;
  legend?: LegendEntry[];
  table: NumbersTableData;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <figure className="overflow-x-auto">
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        width={CHART.width}
        height={CHART.height}
        className="h-auto w-full max-w-full"
      >
        <title id={`${id}-title`}>{text.title}</title>
        <desc id={`${id}-desc`}>{text.summary}</desc>
        {children}
      </svg>
      <figcaption className="mt-2 text-sm text-slate-700">
        <p>{text.summary}</p>
        {legend && legend.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
            {legend.map((entry) => (
              <li key={entry.key} className="flex items-center gap-2">
                <span aria-hidden className="inline-block size-3 rounded-sm" style={{ backgroundColor: entry.color }} />
                {entry.label}
              </li>
            ))}
          </ul>
        )}
      </figcaption>
      <NumbersTable label={text.tableLabel} {...table} />
    </figure>
  );
}

/** Horizontal grid lines at 0, half and the maximum, with their values. */
export function ValueAxis({ max, format }: { max: number; format: (value: number) => string }) {
  return (
    <g aria-hidden>
      {[0, 0.5, 1].map((share) => {
        const y = PLOT.y + PLOT.height * (1 - share);
        return (
          <g key={share}>
            <line x1={PLOT.x} x2={PLOT.x + PLOT.width} y1={y} y2={y} stroke="#e2e8f0" />
            <text x={PLOT.x - 6} y={y} dominantBaseline="middle" textAnchor="end" className="fill-slate-500 text-[11px]">
              {format(max * share)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** Category labels under the plot, centred on each slot; only some are printed when there are many. */
export function CategoryAxis({ labels, format }: { labels: string[]; format: (label: string) => string }) {
  const shown = labelledIndexes(labels.length);
  const slot = labels.length > 0 ? PLOT.width / labels.length : 0;
  return (
    <g aria-hidden>
      {labels.map((label, i) => {
        if (!shown.has(i)) return null;
        // The last label ends at the plot's edge instead of being cut off by it.
        const last = i === labels.length - 1 && labels.length > 1;
        return (
          <text
            key={label}
            x={last ? PLOT.x + PLOT.width : PLOT.x + slot * (i + 0.5)}
            y={CHART.height - 8}
            textAnchor={last ? 'end' : 'middle'}
            className="fill-slate-500 text-[11px]"
          >
            {format(label)}
          </text>
        );
      })}
    </g>
  );
}
