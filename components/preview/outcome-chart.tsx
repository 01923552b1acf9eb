import type { DashboardSample } from '@/lib/preview';

export const OUTCOME_COLORS = {
  converted: '#10b981',
  flagged: '#f59e0b',
  rejected: '#ef4444',
  merged: '#94a3b8',
} as const;

const OUTCOMES = ['converted', 'flagged', 'rejected', 'merged'] as const;

const BAR_HEIGHT = 22;
const GAP = 14;
const LABEL_WIDTH = 210;
const CHART_WIDTH = 420;

/**
 * Rows by outcome per sample, as horizontal stacked bars in plain SVG (no chart library: four bars
 * do not need one). Each bar's share is of its own catalog's rows, so files of different lengths
 * compare by quality, not size. The numbers themselves are in the table beside it.
 */
export function OutcomeChart({
  samples,
  title,
  describe,
  legend,
}: {
  samples: DashboardSample[];
  title: string;
  describe: (sample: DashboardSample) => string;
  legend: Record<(typeof OUTCOMES)[number], string>;
}) {
  const height = samples.length * (BAR_HEIGHT + GAP);
  const width = LABEL_WIDTH + CHART_WIDTH + 10;
  return (
    <figure className="overflow-x-auto">
      {/* Drawn at its own size (scaled down on narrow screens, never up), so the labels stay text-sized. */}
      <svg role="img" aria-labelledby="outcome-chart-title" width={width} height={height} viewBox={`0 0 ${width} ${height}`} className="h-auto max-w-full">
        <title id="outcome-chart-title">{`${title}. ${samples.map(describe).join('. ')}`}</title>
        {samples.map((sample, i) => {
          const y = i * (BAR_HEIGHT + GAP);
          let x = LABEL_WIDTH;
          return (
            <g key={sample.id}>
              <text x={LABEL_WIDTH - 10} y={y + BAR_HEIGHT / 2} dominantBaseline="middle" textAnchor="end" className="fill-slate-700 text-[12px]">
                {sample.file}
              </text>
              {OUTCOMES.map((outcome) => {
                const share = sample.counts.rows === 0 ? 0 : sample.counts[outcome] / sample.counts.rows;
                const w = share * CHART_WIDTH;
                const rect = w > 0 ? <rect key={outcome} x={x} y={y} width={w} height={BAR_HEIGHT} fill={OUTCOME_COLORS[outcome]} /> : null;
                x += w;
                return rect;
              })}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
          {OUTCOMES.map((outcome) => (
            <li key={outcome} className="flex items-center gap-2">
              <span aria-hidden className="inline-block size-3 rounded-sm" style={{ backgroundColor: OUTCOME_COLORS[outcome] }} />
              {legend[outcome]}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
