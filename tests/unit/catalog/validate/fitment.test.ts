import { describe, expect, it } from 'vitest';
import { findingMessage } from '@/lib/catalog/messages';
import type { AcesApp } from '@/lib/catalog/types';
import { conditionKey, createFitmentChecker, fitmentKey, vehicleKey } from '@/lib/catalog/validate';

let nextId = 1;
const app = (over: Partial<AcesApp> = {}): AcesApp => {
  const id = nextId++;
  return {
    id,
    row: id + 1,
    baseVehicleId: 5888,
    qty: 1,
    partTypeId: 1684,
    positionId: 22,
    part: 'ABC123',
    ...over,
  };
};

function check(apps: AcesApp[], options = {}) {
  const c = createFitmentChecker(options);
  for (const a of apps) c.add(a);
  const findings = c.finish();
  return { findings, counts: c.counts(), apps: c.apps };
}

describe('fitment checker', () => {
  it('finds nothing in distinct fitments', () => {
    const r = check([
      app(),
      app({ baseVehicleId: 5889 }),
      app({ positionId: 23, part: 'X' }),
      app({ partTypeId: 1, part: 'Y' }),
      app({ engineBaseId: 811, part: 'Z' }),
    ]);
    expect(r.findings).toEqual([]);
    expect(r.apps).toBe(5);
  });

  it('counts identical apps as duplicates of the first, naming it', () => {
    const first = app();
    const r = check([first, app(), app(), app({ part: ' abc123 ' })]);
    expect(r.counts).toEqual({ APP_DUPLICATE: 3 });
    expect(r.findings[0]?.message).toMatch(new RegExp(`repeats app ${first.id} \\(row ${first.row}\\)`));
  });

  it('calls out a duplicate whose quantity differs', () => {
    const r = check([app({ qty: 1 }), app({ qty: 2 })]);
    expect(r.counts).toEqual({ APP_DUPLICATE: 1 });
    expect(r.findings[0]?.message).toMatch(/quantity 2 instead of 1/);
  });

  it('treats attribute order, attribute spelling and note case as the same fitment', () => {
    const r = check([
      app({ engineBaseId: 811, attributes: [{ name: 'DriveType', id: 6 }], notes: ['Front  Axle'] }),
      app({
        attributes: [
          { name: 'drivetype', id: 6 },
          { name: 'EngineBase', id: 811 },
        ],
        notes: ['front axle'],
      }),
    ]);
    expect(r.counts).toEqual({ APP_DUPLICATE: 1 });
  });

  it('flags different parts for the same vehicle, attributes, part type, position and conditions as overlaps', () => {
    const r = check([
      app({ part: 'A' }),
      app({ part: 'B' }),
      app({ part: 'C' }),
      app({ part: 'B' }), // a duplicate of the overlapping B, not a new overlap
      app({ part: 'D', notes: ['Rear'] }),
      app({ part: 'E', notes: ['Rear'] }),
      app({ part: 'F', notes: ['Front'] }), // different condition: no overlap
    ]);
    expect(r.counts.APP_OVERLAP).toBe(3);
    expect(r.counts.APP_DUPLICATE).toBe(1);
    expect(r.findings.find((f) => f.code === 'APP_OVERLAP')?.message).toMatch(
      /part B .* but app \d+ \(row \d+\) gives part A/,
    );
  });

  it('does not call apps with different qualifiers overlaps', () => {
    const r = check([
      app({ quals: [{ id: 1, params: ['2'] }], part: 'A' }),
      app({ quals: [{ id: 1, params: ['4'] }], part: 'B' }),
    ]);
    expect(r.counts.APP_OVERLAP).toBeUndefined();
  });

  it('flags one comment/no-comment conflict per vehicle, part type and position', () => {
    const plain = app({ part: 'A' });
    const r = check([
      plain,
      app({ part: 'B', notes: ['With sport package'] }),
      app({ part: 'C', quals: [{ id: 9155, params: [], text: 'Heavy duty' }] }),
      // Other vehicle: all apps carry notes → no conflict.
      app({ baseVehicleId: 1, notes: ['x'] }),
      app({ baseVehicleId: 1, notes: ['y'], part: 'Q' }),
      // Other position: only plain apps → no conflict.
      app({ positionId: 30 }),
    ]);
    expect(r.counts).toEqual({ APP_COMMENT_CONFLICT: 1 });
    expect(r.findings[0]).toMatchObject({
      code: 'APP_COMMENT_CONFLICT',
      row: plain.row,
      severity: 'warning',
    });
    expect(r.findings[0]?.message).toMatch(/BaseVehicle 5888, part type 1684, position 22/);
    expect(r.findings[0]?.message).toMatch(/has note "With sport package"\. The plain app/);
    expect(findingMessage(r.findings[0]!, 'de')).toMatch(
      /^Für BaseVehicle 5888, Teileart 1684, Position 22 hat App \d+ \(Zeile \d+, Teil A\) keine Notizen oder Qualifier/,
    );
  });

  it('ignores delete actions', () => {
    const r = check([app(), app({ action: 'D' })]);
    expect(r.findings).toEqual([]);
    expect(r.apps).toBe(1);
  });

  it('stores at most the configured number of findings per code but counts them all', () => {
    const apps = [app({ part: 'A' }), ...Array.from({ length: 50 }, () => app({ part: 'A' }))];
    const r = check(apps, { maxFindingsPerCode: 10 });
    expect(r.findings).toHaveLength(10);
    expect(r.counts).toEqual({ APP_DUPLICATE: 50 });
  });

  it('reports comment/no-comment conflicts in the order of their conditioned app, keeping the first when capped', () => {
    // Base vehicles 1..6: the conditioned app comes first for even ones, the plain app for odd ones,
    // and the pairs complete in reverse — the report still follows the conditioned apps' order.
    const list: AcesApp[] = [];
    for (let bv = 1; bv <= 6; bv++) if (bv % 2 === 0) list.push(app({ baseVehicleId: bv, notes: ['Sport'], part: `C${bv}` }));
    for (let bv = 6; bv >= 1; bv--) list.push(app({ baseVehicleId: bv, part: `P${bv}` }));
    for (let bv = 1; bv <= 6; bv++) if (bv % 2 === 1) list.push(app({ baseVehicleId: bv, notes: ['Sport'], part: `C${bv}` }));
    const all = check(list);
    expect(all.counts).toEqual({ APP_COMMENT_CONFLICT: 6 });
    expect(all.findings.map((f) => /BaseVehicle (\d+)/.exec(f.message)?.[1])).toEqual(['2', '4', '6', '1', '3', '5']);
    const capped = check(list, { maxFindingsPerCode: 2 });
    expect(capped.counts).toEqual({ APP_COMMENT_CONFLICT: 6 });
    expect(capped.findings.map((f) => /BaseVehicle (\d+)/.exec(f.message)?.[1])).toEqual(['2', '4']);
  });

  it('compares part numbers trimmed and case-free, naming the first one as written upper-cased', () => {
    const r = check([app({ part: 'straße' }), app({ part: ' STRASSE ', qty: 2 }), app({ part: 'other' })]);
    expect(r.counts).toEqual({ APP_DUPLICATE: 1, APP_OVERLAP: 1 });
    expect(r.findings.find((f) => f.code === 'APP_OVERLAP')?.message).toMatch(/gives part STRASSE for exactly/);
  });

  it('finds the same with its tables sized up front', () => {
    const list = Array.from({ length: 3000 }, (_, i) =>
      app({ baseVehicleId: 1000 + (i % 700), part: `P${i % 900}`, notes: i % 3 ? undefined : ['Front'] }),
    );
    const plain = check(list);
    const c = createFitmentChecker();
    list.slice(0, 100).forEach((a) => c.add(a));
    c.reserve(3000);
    list.slice(100).forEach((a) => c.add(a));
    expect(c.finish()).toEqual(plain.findings);
    expect(c.counts()).toEqual(plain.counts);
  });

  it('counts every duplicate among 200,000 apps exactly, keeping the first 1,000 findings', () => {
    // Each part meets each vehicle four times with engines 800, 802, 801, 800: the fourth is a
    // duplicate of the first (same notes too, as i and i + 150,000 agree mod 5). Behaviour at scale,
    // not a timing: bench:scale measures speed (issue 15).
    const c = createFitmentChecker();
    for (let i = 0; i < 200_000; i++) {
      c.add({
        id: i + 1,
        row: i + 2,
        baseVehicleId: 1000 + (i % 50_000),
        engineBaseId: 800 + (i % 3),
        qty: 1,
        partTypeId: 1684,
        positionId: 22,
        part: `P${i % 50_000}`,
        notes: i % 5 ? undefined : ['Front'],
      });
    }
    const findings = c.finish();
    expect(c.apps).toBe(200_000);
    expect(c.counts()).toEqual({ APP_DUPLICATE: 50_000 });
    expect(findings).toHaveLength(1000);
    expect(findings[0]).toMatchObject({ code: 'APP_DUPLICATE', row: 150_002 });
  });
});

describe('fitment keys', () => {
  it('are equal for equivalent apps and differ when anything that defines fitment differs', () => {
    const a = app({ subModelId: 20, engineBaseId: 811, quals: [{ id: 1, params: ['a'] }], notes: ['X'] });
    expect(fitmentKey({ ...a, attributes: [{ name: 'EngineBase', id: 811 }], engineBaseId: undefined })).toBe(
      fitmentKey(a),
    );
    expect(fitmentKey({ ...a, positionId: undefined })).not.toBe(fitmentKey(a));
    expect(fitmentKey({ ...a, subModelId: 21 })).not.toBe(fitmentKey(a));
    expect(vehicleKey(a)).toBe('5888|EngineBase:811,SubModel:20');
    expect(conditionKey({ notes: ['  '] })).toBe('');
    expect(conditionKey({ notes: ['n'.repeat(200)] })).toMatch(/^#/);
  });
});
