import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComponentBoundary } from '@/components/errors/component-boundary';

function Broken(): never {
  throw new Error('chart data missing');
}

describe('component error boundary', () => {
  afterEach(cleanup);

  it('replaces only the failed widget with the spec’s fallback', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <p>Counts still here</p>
        <ComponentBoundary>
          <Broken />
        </ComponentBoundary>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Component Error: This component encountered an error and has been replaced with this fallback UI.',
    );
    expect(screen.getByText('Counts still here')).toBeTruthy();
    quiet.mockRestore();
  });

  it('renders its children when nothing fails', () => {
    render(
      <ComponentBoundary>
        <p>Chart</p>
      </ComponentBoundary>,
    );
    expect(screen.getByText('Chart')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
