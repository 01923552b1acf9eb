import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OverridePicker } from '@/components/review/override-picker';
import { loadDemoReference } from '@/lib/catalog';
import { type ReferenceSearchIndex, referenceSearchQuerySchema, type ReferenceSearchResponse, searchIndexFor } from '@/lib/data/reference';
import review from '@/messages/areas/review/de.json';
import { rowView } from './fixtures';

/**
 * The override dialog on a German page, searching the real index over the bundled demo reference:
 * the browser's request to /api/reference/search is answered by the same search the route runs.
 */
let index: ReferenceSearchIndex;

beforeAll(async () => {
  index = searchIndexFor((await loadDemoReference()).reference);
});

beforeEach(() => {
  vi.stubGlobal('fetch', async (url: string) => {
    const query = referenceSearchQuerySchema.parse(Object.fromEntries(new URL(url, 'http://localhost').searchParams));
    const body: ReferenceSearchResponse = { ok: true, kind: query.kind, hits: index.search(query), reference: { source: 'demo', versionDate: null, demo: true } };
    return new Response(JSON.stringify(body));
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function pick(name: string, text: string, option: string) {
  const box = screen.getByRole('combobox', { name });
  fireEvent.change(box, { target: { value: text } });
  // The real search on a loaded machine can take longer than findByRole's default second.
  const found = await screen.findByRole('option', { name: new RegExp(`^${option}`) }, { timeout: 8000 });
  await act(async () => {
    fireEvent.keyDown(box, { key: 'Enter' });
  });
  return found;
}

describe('the override dialog in German', () => {
  it('finds part type and position from German words, says which term matched, and labels what it stores', async () => {
    render(
      <NextIntlClientProvider locale="de" timeZone="UTC" messages={{ review }}>
        <OverridePicker rows={[rowView(6, { partTypeId: null })]} onSave={() => {}} onCancel={() => {}} />
      </NextIntlClientProvider>,
    );
    const rotor = await pick('Teileart', 'Bremsscheibe', 'Disc Brake Rotor');
    expect(rotor.textContent).toContain('passt zu „Bremsscheibe“ (Deutsch)');
    await pick('Einbauposition', 'vorne links', 'Front Left');

    const dialog = screen.getByRole('dialog');
    const preview = within(dialog).getByRole('heading', { name: 'Was gespeichert wird' }).parentElement!;
    const labels = within(preview)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(labels).toEqual(['Teileart', 'Teileart-ID', 'Einbauposition', 'Positions-ID']);
    // No field's internal key shows anywhere in the dialog.
    for (const key of ['partTypeId', 'positionId', 'baseVehicleId', 'partType', 'yearFrom']) expect(dialog.textContent).not.toContain(key);
  });
});
