import { describe, expect, it } from 'vitest';
import { toReviewRowView, type RowViewContext } from '@/lib/data/catalogs/row-view';
import { loadDemoReference } from '@/lib/catalog';
import type { ReviewRow } from '@/lib/data/catalogs';

const { reference } = await loadDemoReference();
const SELF = '00000000-0000-4000-8000-000000000001';
const RITA = '00000000-0000-4000-8000-000000000002';

const context: RowViewContext = {
  reference,
  acceptThreshold: 0.9,
  selfId: SELF,
  locale: 'en',
  members: new Map([[RITA, 'rita']]),
  mapping: {
    version: 1,
    columns: [
      { column: 'Part No.', field: 'partNumber' },
      { column: 'Teileart', field: 'partType' },
      { column: 'Marque', field: 'make' },
      { column: 'Year(s)', field: 'year' },
      { column: 'Notes', field: null },
      { column: 'Motor', field: 'engine' },
    ],
  },
};

/** Row 5 of the messy sample, as the convert job stages it: the position came from the part type text. */
function heldRow(overrides: Partial<ReviewRow> = {}): ReviewRow {
  return {
    conversionId: 'c',
    row: 5,
    outcome: 'flagged',
    codes: ['MAKE_TYPO'],
    confidence: 0.8,
    // As jsonb gives it back: keys no longer in the file's order.
    source: { Notes: '', Marque: 'Toyta', Teileart: 'Bremsbeläge vorne', 'Part No.': 'BKM-D1760', 'Year(s)': '2018-2019', Motor: '2.5L L4' },
    fields: { partNumber: 'BKM-D1760', partType: 'Bremsbeläge vorne', make: 'Toyta', year: '2018-2019' },
    proposed: { apps: [] },
    findings: [{ code: 'MAKE_TYPO', severity: 'warning', row: 5, column: 'Marque', message: "make 'Toyta' read as Toyota" }],
    notes: [
      { field: 'make', source: 'Toyta', value: 9009, confidence: 0.8, note: "make 'Toyta' read as Toyota (one-letter typo)" },
      { field: 'year', source: '2018-2019', value: [2018, 2019], confidence: 1, note: '2 years' },
      { field: 'partType', source: 'Bremsbeläge vorne', value: 90101, confidence: 0.93, note: 'German term' },
      { field: 'position', source: 'vorne', value: 9102, confidence: 0.93, note: "position 'vorne' → Front" },
      { field: 'engine', source: '2.5L L4', value: [8116], confidence: 0.97, note: "engine '2.5L L4' → 2.5L L4" },
    ],
    decision: null,
    override: null,
    decidedBy: null,
    decidedAt: null,
    carriedFrom: null,
    stops: [],
    valueDecisions: {},
    ...overrides,
  };
}

describe('a held row as the review screen shows it', () => {
  it('says how each value was read in the reviewer’s language when the note has a text, else as stored', () => {
    const notes = heldRow().notes.map((n) => (n.field === 'position' ? { ...n, said: { id: 'note.position', params: { position: 'Front' } } } : n));
    const view = toReviewRowView(heldRow({ notes }), { ...context, locale: 'de' });
    const line = (column: string) => view.lines.find((l) => l.column === column)!;
    expect(line('position').normalized[0]!.note).toBe('Position Front');
    expect(line('Marque').normalized[0]!.note).toBe("make 'Toyta' read as Toyota (one-letter typo)");
  });

  it('puts every source cell next to what it was read as, names IDs, and marks the doubtful one', () => {
    const view = toReviewRowView(heldRow(), context);
    const line = (column: string) => view.lines.find((l) => l.column === column)!;
    expect(line('Marque')).toMatchObject({ source: 'Toyta', field: 'make', flagged: true, normalized: [{ value: 'Toyota', doubtful: true }] });
    expect(line('Year(s)').normalized[0]).toMatchObject({ value: '2018–2019', doubtful: false });
    expect(line('Teileart').normalized[0]!.value).toBe('Disc Brake Pad Set');
    expect(line('Notes')).toMatchObject({ field: null, normalized: [] });
    // A value no column carried (the position read from the part type text) still shows.
    expect(line('position')).toMatchObject({ source: null, field: 'position', normalized: [{ value: 'Front' }] });
    expect(line('Motor').normalized[0]!.value).toBe('2.5L L4');
    // In the file's column order, then what no column carried.
    expect(view.lines.map((l) => l.column)).toEqual(['Part No.', 'Teileart', 'Marque', 'Year(s)', 'Notes', 'Motor', 'position']);
    expect(view).toMatchObject({ partTypeId: 90101, positionId: 9102, decidedBy: null, proposal: { apps: [], appCount: 0 } });
  });

  it('says who decided: you, a member by name, or a former member', () => {
    const at = new Date('2026-11-22T10:30:00Z');
    expect(toReviewRowView(heldRow({ decision: 'approved', decidedBy: SELF, decidedAt: at }), context)).toMatchObject({
      decidedBy: { kind: 'you' },
      decidedAt: '2026-11-22T10:30:00.000Z',
    });
    expect(toReviewRowView(heldRow({ decision: 'rejected', decidedBy: RITA, decidedAt: at }), context).decidedBy).toEqual({ kind: 'member', name: 'rita' });
    expect(toReviewRowView(heldRow({ decision: 'rejected', decidedBy: 'gone', decidedAt: at }), context).decidedBy).toEqual({ kind: 'former' });
  });
});
