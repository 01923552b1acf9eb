import { WidgetBoundary } from '@/components/errors/widget-boundary';

/**
 * A small trend line beside a number, without axes. Its `label` is the text alternative and must
 * say what the line shows in words (e.g. "Rows converted per day, last 30 days: 1,240 in total,
 * most on 21 Nov").
 */
function SparklineBody({
  label,
  values,
  color = '#1958c4',
  width = 120,
  height = 32,
}: {
  label: string;
  values: number[];
  color?: string;
  width?: number;
  height?: number;
}) {
  const max = Math.max(0, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const y = (v: number) => (max > 0 ? height - 2 - (Math.max(0, v) / max) * (height - 4) : height - 2);
  const points = values.map((v, i) => `${(i * step).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="inline-block align-middle"
    >
      {values.length > 1 && (
        <polyline fill="none" stroke={color} strokeWidth={1.5} strokeLinejoin="round" points={points} />
      )}
      {values.length === 1 && <circle cx={width / 2} cy={y(values[0]!)} r={2} fill={color} />}
    </svg>
  );
}

/** The sparkline in its own component-error box: one that cannot be drawn replaces only itself. */
export function Sparkline(props: Parameters<typeof SparklineBody>[0]) {
  return (
    <WidgetBoundary>
      <SparklineBody {...props} />
    </WidgetBoundary>
  );
}
