import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/areas/errors/de.json';
import { BarChart, LineChart, Sparkline, StackedBarChart } from '@/components/charts';
import { ErrorTextsProvider } from '@/components/errors/error-texts-provider';

const TEXT = { title: 'Rows per day', summary: 'Rows converted per day.', tableLabel: 'Show the numbers' };

describe('charts fail alone', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('a chart that cannot be drawn shows the component-error box and leaves its neighbours standing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorTextsProvider texts={de}>
        <h2>Aktivität</h2>
        <BarChart text={TEXT} data={undefined as never} categoryHeader="Day" valueHeader="Rows" />
        <BarChart text={{ ...TEXT, title: 'Fine' }} data={[{ label: '2026-11-26', value: 3 }]} categoryHeader="Day" valueHeader="Rows" />
      </ErrorTextsProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe(de.componentError);
    expect(screen.getByRole('heading', { name: 'Aktivität' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /Fine/ })).toBeTruthy();
  });

  it('so do line, stacked and spark charts', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <LineChart text={TEXT} series={undefined as never} data={undefined as never} categoryHeader="Day" />
        <StackedBarChart text={TEXT} series={undefined as never} data={undefined as never} categoryHeader="Day" totalHeader="Total" />
        <Sparkline label="trend" values={undefined as never} />
      </>,
    );
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      expect.stringMatching(/^Component Error: /),
      expect.stringMatching(/^Component Error: /),
      expect.stringMatching(/^Component Error: /),
    ]);
  });
});
