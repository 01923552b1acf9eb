import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart, LineChart, Sparkline, StackedBarChart, niceMax } from '@/components/charts';

afterEach(cleanup);

const text = { title: 'Rows converted per day', summary: '9 rows in 3 days; most on 2 Mar.', tableLabel: 'Show the numbers' };
const days = [
  { label: '2026-03-01', value: 2 },
  { label: '2026-03-02', value: 4 },
  { label: '2026-03-03', value: 0 },
];

const heightOf = (el: Element) => Number(el.getAttribute('height'));

describe('BarChart', () => {
  it('is an image named by its title and summary', () => {
    render(<BarChart text={text} data={days} categoryHeader="Day" valueHeader="Rows" />);
    const img = screen.getByRole('img', { name: /Rows converted per day/ });
    expect(img.getAttribute('aria-labelledby')?.split(' ')).toHaveLength(2);
    expect(img.querySelector('desc')?.textContent).toBe(text.summary);
    // The summary is also written out under the chart, for everyone.
    expect(screen.getByText(text.summary, { selector: 'p' })).toBeTruthy();
  });

  it('draws one bar per non-zero value, heights in proportion', () => {
    const { container } = render(<BarChart text={text} data={days} categoryHeader="Day" valueHeader="Rows" />);
    const bars = [...container.querySelectorAll('rect[data-value]')];
    expect(bars.map((b) => b.getAttribute('data-value'))).toEqual(['2', '4']);
    expect(heightOf(bars[1]!)).toBeCloseTo(2 * heightOf(bars[0]!));
  });

  it('offers the same numbers as a table, formatted, built when its toggle opens', async () => {
    render(
      <BarChart text={text} data={days} categoryHeader="Day" valueHeader="Rows" formatValue={(v) => `${v} rows`} formatLabel={(d) => d.slice(5)} />,
    );
    expect(screen.queryByRole('table', { hidden: true })).toBeNull();
    fireEvent.click(screen.getByText('Show the numbers'));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows.map((r) => r.textContent)).toEqual(['DayRows', '03-012 rows', '03-024 rows', '03-030 rows']);
    expect(screen.getByText('Show the numbers')).toBeTruthy();
  });
});

describe('StackedBarChart', () => {
  const series = [
    { key: 'delivered', label: 'Delivered' },
    { key: 'failed', label: 'Failed' },
  ];
  const data = [
    { label: '2026-03-01', values: { delivered: 3, failed: 1 } },
    { label: '2026-03-02', values: { delivered: 0, failed: 2 } },
  ];

  it('stacks the series per category and lists them in a legend', () => {
    const { container } = render(
      <StackedBarChart text={{ ...text, title: 'Notices per day' }} series={series} data={data} categoryHeader="Day" totalHeader="Sent" />,
    );
    const first = [...container.querySelectorAll('rect[data-series]')].slice(0, 2);
    expect(first.map((r) => r.getAttribute('data-series'))).toEqual(['delivered', 'failed']);
    // The failed segment sits on top of the delivered one.
    expect(Number(first[1]!.getAttribute('y')) + heightOf(first[1]!)).toBeCloseTo(Number(first[0]!.getAttribute('y')));
    expect(heightOf(first[0]!)).toBeCloseTo(3 * heightOf(first[1]!));
    const legend = screen.getByRole('list');
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Delivered', 'Failed']);
  });

  it('adds a total per category to the table', async () => {
    render(<StackedBarChart text={text} series={series} data={data} categoryHeader="Day" totalHeader="Sent" />);
    fireEvent.click(screen.getByText('Show the numbers'));
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['Day', 'Delivered', 'Failed', 'Sent'],
      ['2026-03-01', '3', '1', '4'],
      ['2026-03-02', '0', '2', '2'],
    ]);
  });
});

describe('LineChart', () => {
  it('draws a line per series through every category, on a fixed scale when given', () => {
    const { container } = render(
      <LineChart
        text={{ ...text, title: 'Flagged share' }}
        series={[{ key: 'flagged', label: 'Flagged (%)' }]}
        data={[
          { label: 'a', values: { flagged: 100 } },
          { label: 'b', values: { flagged: 0 } },
          { label: 'c', values: { flagged: 50 } },
        ]}
        categoryHeader="Day"
        max={100}
      />,
    );
    const points = container.querySelector('polyline')!.getAttribute('points')!.split(' ').map((p) => Number(p.split(',')[1]));
    expect(points).toHaveLength(3);
    const [top, bottom, middle] = points as [number, number, number];
    expect(top).toBeLessThan(middle);
    expect(middle).toBeCloseTo((top + bottom) / 2);
    expect(screen.getByRole('img', { name: /Flagged share/ })).toBeTruthy();
  });
});

describe('Sparkline', () => {
  it('carries its meaning in its label', () => {
    const { container } = render(<Sparkline label="Rows per day: 9 in total" values={[1, 5, 3]} />);
    expect(screen.getByRole('img', { name: 'Rows per day: 9 in total' })).toBeTruthy();
    expect(container.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(3);
  });
});

describe('niceMax', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0.3, 12, 45, 100, 101].map(niceMax)).toEqual([0.5, 20, 50, 100, 200]);
  });

  it('keeps the half-way line of small counts a whole number', () => {
    expect([0, 1, 3, 7, 10].map(niceMax)).toEqual([2, 2, 4, 8, 10]);
  });
});
