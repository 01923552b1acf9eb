import { describe, expect, it } from 'vitest';
import { PartTally } from '@/lib/catalog/assess/part-tally';

describe('PartTally', () => {
  it('joins spellings that differ only in case, keeping the first as written', () => {
    const t = new PartTally();
    t.add('ab-1', 1896, 10, 1);
    t.add('AB-1', 1896, 11, 2);
    t.add('Ab-1', 1896, 12, 3);
    t.add('CD-2', 1896, 13, 4);
    expect(t.size).toBe(2);
    expect(t.partStats(10)).toEqual([
      { part: 'ab-1', apps: 3, partTypes: [1896], firstLine: 10 },
      { part: 'CD-2', apps: 1, partTypes: [1896], firstLine: 13 },
    ]);
  });

  it('counts a part under each of its part types, and reports one conflict per part', () => {
    const t = new PartTally();
    t.add('P1', 1896, 2, 1);
    t.add('P1', 1684, 3, 2);
    t.add('p1', 1684, 4, 3);
    t.add('P1', 1896, 5, 4);
    t.add('P2', 1684, 6, 5);
    expect(t.partStats(10)).toEqual([
      { part: 'P1', apps: 4, partTypes: [1896, 1684], firstLine: 2 },
      { part: 'P2', apps: 1, partTypes: [1684], firstLine: 6 },
    ]);
    expect(t.partTypeStats((id) => (id === 1684 ? 'Brake Pad' : undefined))).toEqual([
      { partTypeId: 1684, apps: 3, parts: 2, name: 'Brake Pad' },
      { partTypeId: 1896, apps: 2, parts: 1 },
    ]);
    const found: { code: string; line: number | undefined }[] = [];
    t.reportConflicts((code, _severity, _said, line) => {
      found.push({ code, line });
    });
    // The conflict points at the first app under another type.
    expect(found).toEqual([{ code: 'ACES_PART_TYPE_CONFLICT', line: 3 }]);
  });

  it('lists at most `limit` parts, those with the most apps first', () => {
    const t = new PartTally();
    for (const [part, n] of [['A', 1], ['B', 3], ['C', 2]] as const) for (let i = 0; i < n; i++) t.add(part, 1, i + 1);
    expect(t.partStats(2).map((s) => [s.part, s.apps])).toEqual([['B', 3], ['C', 2]]);
  });
});
