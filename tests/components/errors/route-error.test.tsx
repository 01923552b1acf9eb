import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/areas/errors/de.json';
import en from '@/messages/areas/errors/en.json';
import { ComponentBoundary } from '@/components/errors/component-boundary';
import { ErrorTextsProvider } from '@/components/errors/error-texts-provider';
import { RouteError } from '@/components/errors/route-error';

function Broken(): never {
  throw new Error('chart data missing');
}

describe('route error boundary', () => {
  afterEach(cleanup);
  // The console.error spies below: the component files share a process (decision 0015).
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('speaks the page’s language (texts from the root layout), with the error’s own message and a retry', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reset = vi.fn();
    render(
      <ErrorTextsProvider texts={de}>
        <RouteError error={new Error('Zeitüberschreitung')} reset={reset} />
      </ErrorTextsProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe(de.routeError);
    expect(screen.getByText('Zeitüberschreitung')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: de.tryAgain }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('falls back to English without the layout, and says the error was unexpected when it has no message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<RouteError error={new Error('')} reset={() => {}} />);
    expect(screen.getByRole('heading').textContent).toBe(en.routeError);
    expect(screen.getByText(en.unexpected)).toBeTruthy();
  });

  it('the component-error box uses the same texts', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorTextsProvider texts={de}>
        <ComponentBoundary>
          <Broken />
        </ComponentBoundary>
      </ErrorTextsProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe(de.componentError);
  });
});
