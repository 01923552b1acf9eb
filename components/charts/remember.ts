/**
 * A label or value formatter that formats each distinct input once per chart: a month of days is
 * formatted for the table, every bar's tooltip and the axis, and each call of next-intl's formatter
 * looks its Intl object up again (issue 15.7: a few hundred calls a dashboard view). Made per render,
 * so nothing outlives the chart.
 */
export function formatOnce<T extends string | number>(format: (value: T) => string): (value: T) => string {
  const formatted = new Map<T, string>();
  return (value) => {
    let text = formatted.get(value);
    if (text === undefined) {
      text = format(value);
      formatted.set(value, text);
    }
    return text;
  };
}
