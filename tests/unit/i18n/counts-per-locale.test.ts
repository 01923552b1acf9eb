import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

/** A message of an area's catalogue in one locale, formatted as the page formats it. */
function format(area: string, key: string, locale: string, values: Record<string, number>): string {
  const messages = JSON.parse(readFileSync(path.resolve('messages/areas', area, `${locale}.json`), 'utf8')) as Record<string, unknown>;
  const text = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messages) as string;
  return String(new IntlMessageFormat(text, locale).format(values));
}

/** Issue 16 "Numbers and words": every count in a sentence grouped as the reader writes numbers ("1.646 von 1646" was the bug). */
describe('counts in sentences', () => {
  it('groups the total of held rows like the pending count', () => {
    expect(format('catalogs', 'detail.reviewPending', 'de', { pending: 1646, total: 1646 })).toBe('1.646 von 1.646 zurückgehaltenen Zeilen warten auf Prüfung.');
    expect(format('catalogs', 'detail.reviewPending', 'en', { pending: 2, total: 12000 })).toBe('2 of 12,000 held rows wait for review.');
  });

  it('groups flagged and rejected rows of an export', () => {
    expect(format('exports', 'detail.counts', 'de', { rows: 20000, apps: 18000, items: 900, flagged: 1466, rejected: 1200 })).toBe(
      '20.000 Zeilen: 18.000 Anwendungen, 900 Artikel; 1.466 markiert, 1.200 abgelehnt',
    );
  });

  it('groups the review screen’s counts', () => {
    expect(format('review', 'bulk.selected', 'de', { count: 12000 })).toBe('12.000 ausgewählt');
    expect(format('review', 'queue.showing', 'fr', { shown: 50, total: 12000 })).toMatch(/^50 .*12\u202f000/);
  });
});
