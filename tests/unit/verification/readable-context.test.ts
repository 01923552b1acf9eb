import { describe, expect, it } from 'vitest';
import { render, say } from '@/lib/catalog/messages';
import { readableContext } from '@/lib/verification';

/** The signed conversion context as /verify shows it to read (issue 16): engine words in the reader's language. */
const sha = 'a'.repeat(64);
const base = {
  input: { file: 'catalog.csv', sha256: sha, bytes: 37 },
  thresholds: { accept: 0.9 },
  reference: { source: 'demo', versionDate: '2024-12-27', demo: true },
  tool: { name: 'partsmith', version: '0.1.0-test' },
  finishedAt: '2025-01-15T12:00:01Z',
};

describe('the readable conversion context', () => {
  it('renders a note that carries its text in the reader’s language, and leaves one stored in English only as it is', () => {
    const said = say('note.map.origin.detected');
    const context = readableContext(
      {
        ...base,
        mapping: [
          { column: 'part', field: 'partNumber', confidence: 1, note: 'header "part" (en)' },
          { column: 'Marke', field: 'make', confidence: 0.99, note: 'detected', said, origin: { kind: 'person', by: 'acct-1', at: '2026-11-22T10:00:00Z' } },
          { column: 'Extra', field: null, confidence: 0, note: 'not used' },
        ],
      },
      'de',
    )!;
    expect(context.mapping.map((c) => c.note)).toEqual(['header "part" (en)', render(said, 'de'), 'not used']);
    expect(context.mapping.map((c) => c.field)).toEqual(['Artikelnummer', 'Hersteller', null]);
    // A person's change names when, as the reader writes dates.
    expect(context.mapping[1]!.origin).toBe('geändert von Konto acct-1, 22.11.2026, 10:00 UTC');
    expect(context.mapping[0]!.origin).toBeNull();
  });

  it('keeps what it can read of a statement whose parts are damaged or from another version', () => {
    const context = readableContext({ ...base, mapping: 'not a list', counts: { rows: 3, apps: 'many' }, xsd: { aces: { ran: true, valid: false, version: '4.2', errors: 2 }, pies: null } }, 'fr')!;
    expect(context.mapping).toEqual([]);
    expect(context.counts).toEqual({ rows: 3 });
    expect(context.schema).toEqual({ aces: { version: '4.2', verdict: 'non valide — 2 erreurs' }, pies: null });
    expect(context.input).toMatchObject({ file: 'catalog.csv', bytes: 37, rows: null });
    expect(context.reference).toEqual({ source: 'demo', versionDate: '2024-12-27', demo: true, releaseId: null });
    expect(context.accept).toBe(0.9);
  });

  it('reads a batch bundle’s files and name', () => {
    const context = readableContext(
      {
        ...base,
        input: { file: 'batch Spring', sha256: sha, bytes: 74, files: [{ file: 'a.csv', sha256: sha, bytes: 37, reference: base.reference }, { file: 'b.csv', sha256: sha, bytes: 37 }] },
        batch: { id: 'b1', name: 'Spring', files: 2 },
        assumptions: [{ setting: 'decimalMark', value: ',', basis: 'numbers use a decimal comma', by: 'inferred' }],
      },
      'it',
    )!;
    expect(context.files.map((f) => f.file)).toEqual(['a.csv', 'b.csv']);
    expect(context.batch).toEqual({ name: 'Spring', files: 2 });
    expect(context.settings).toEqual([{ setting: 'decimalMark', value: ',', by: 'inferred', basis: 'numbers use a decimal comma' }]);
  });

  it('has nothing to read in a predicate that is not an object', () => {
    expect(readableContext(null, 'de')).toBeNull();
    expect(readableContext(['a'], 'de')).toBeNull();
    expect(readableContext('text', 'de')).toBeNull();
  });
});
