import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/areas/errors/de.json';
import en from '@/messages/areas/errors/en.json';
import fr from '@/messages/areas/errors/fr.json';
import { ErrorTextsProvider } from '@/components/errors/error-texts-provider';
import { ApplicationError } from '@/components/errors/application-error';
import { ROOT_ELEMENT_MISSING, showInitializationErrorIfRootMissing } from '@/components/errors/initialization-error';

const reported = vi.hoisted(() => vi.fn());
vi.mock('@/lib/monitoring/report-error', () => ({ reportError: reported }));
const params = vi.hoisted(() => ({ value: {} as Record<string, string> }));
vi.mock('next/navigation', () => ({ useParams: () => params.value }));

afterEach(() => {
  cleanup();
  reported.mockReset();
  vi.unstubAllGlobals();
});

describe('the Application Error screen in the signed-in area', () => {
  it('shows the message, a Reload Page button and a Go to Homepage link in the page’s language, and reports the error', () => {
    params.value = { locale: 'de' };
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const error = Object.assign(new Error('Tabelle nicht lesbar'), { digest: 'abc123' });
    render(
      <ErrorTextsProvider texts={de}>
        <ApplicationError error={error} />
      </ErrorTextsProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(de.appErrorTitle);
    expect(screen.getByText('Tabelle nicht lesbar')).toBeTruthy();
    expect(screen.getByRole('link', { name: de.backHome }).getAttribute('href')).toBe('/de');
    fireEvent.click(screen.getByRole('button', { name: de.reload }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reported).toHaveBeenCalledWith(error, expect.objectContaining({ digest: 'abc123', boundary: 'application' }));
  });

  it('says “An unexpected error occurred” for an error without a message, and goes home unprefixed in English', () => {
    params.value = { locale: 'en' };
    render(<ApplicationError error={new Error('')} />);
    expect(screen.getByText('An unexpected error occurred')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Homepage' }).getAttribute('href')).toBe('/');
    expect(en.unexpected).toBe('An unexpected error occurred');
  });
});

describe('the Initialization Error screen', () => {
  it('leaves a page with its root element alone', () => {
    const doc = document.implementation.createHTMLDocument('fine');
    expect(showInitializationErrorIfRootMissing(doc)).toBe(false);
    expect(reported).not.toHaveBeenCalled();
  });

  it('says “Failed to find root element.” at once, then in the page’s language, when the body is gone, and reports it', async () => {
    const doc = document.implementation.createHTMLDocument('broken');
    doc.documentElement.lang = 'fr';
    doc.body.remove();
    expect(showInitializationErrorIfRootMissing(doc)).toBe(true);
    expect(doc.querySelector('[role="alert"] p')?.textContent).toBe(en.initError);
    await waitFor(() => expect(doc.querySelector('[role="alert"] h1')?.textContent).toBe(fr.initErrorTitle));
    expect(doc.querySelector('[role="alert"] p')?.textContent).toBe(fr.initError);
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: ROOT_ELEMENT_MISSING }), { boundary: 'initialization' });
    expect(en.initError).toBe('Failed to find root element.');
  });
});
