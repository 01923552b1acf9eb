import { describe, expect, it } from 'vitest';
import { FitmentDeduper, ItemCollector, normalizeRow, type HeldItem, type ItemRuns, type NormalizedApp, type PartSlot } from '@/lib/catalog/normalize';
import type { Finding, PiesItem } from '@/lib/catalog/types';
import { demoContext } from './demo-context';

const item = (row: number, extra: Partial<PiesItem> = {}): PiesItem => ({
  row,
  partNumber: 'P1',
  brandAaiaId: 'BKMN',
  descriptions: [],
  prices: [],
  packages: [],
  interchange: [],
  ...extra,
});

/** Every item the collector gives, in its order. */
async function collected(c: ItemCollector, conflicts: Finding[] = []): Promise<PiesItem[]> {
  const out: PiesItem[] = [];
  for await (const i of c.items((f) => conflicts.push(f))) out.push(i);
  return out;
}

const itemOf = async (c: ItemCollector, part: string): Promise<PiesItem | undefined> => (await collected(c)).find((i) => i.partNumber === part);

/**
 * Runs kept as JSON text, as files keep them (nothing shared with the collector's objects), read
 * back in batches of three with an empty batch first, as a file's pieces may come.
 */
class TextRuns implements ItemRuns {
  readonly runs: string[][] = [];
  write(run: readonly HeldItem[]): void {
    this.runs.push(run.map((h) => JSON.stringify(h)));
  }
  read(): AsyncIterable<readonly HeldItem[]>[] {
    return this.runs.map((lines) =>
      (async function* () {
        yield [];
        for (let i = 0; i < lines.length; i += 3) yield lines.slice(i, i + 3).map((line) => JSON.parse(line) as HeldItem);
      })(),
    );
  }
}

describe('ItemCollector', () => {
  it('merges rows of one part number, filling gaps and uniting OE numbers', async () => {
    const c = new ItemCollector();
    expect(c.add(item(2, { partTerminologyId: 90101, interchange: [{ partNumber: 'OE1' }] }))).toEqual([]);
    expect(c.add(item(3, { gtin: { qualifier: 'EN', value: '04006381333931' }, interchange: [{ partNumber: 'OE2' }, { partNumber: 'OE1' }] }))).toEqual([]);
    expect(c.add(item(4, { partNumber: 'P2' }))).toEqual([]);
    expect(c.size).toBe(2);
    expect(await itemOf(c, 'P1')).toMatchObject({
      row: 2,
      partTerminologyId: 90101,
      gtin: { value: '04006381333931' },
      interchange: [{ partNumber: 'OE1' }, { partNumber: 'OE2' }],
    });
    expect((await collected(c)).map((i) => i.partNumber)).toEqual(['P1', 'P2']);
  });

  it('gives items in part-number order, whatever the rows’ order', async () => {
    const c = new ItemCollector();
    for (const [row, part] of [[2, 'B-10'], [3, 'A-2'], [4, 'b-1'], [5, 'A-10']] as const) c.add(item(row, { partNumber: part }));
    expect((await collected(c)).map((i) => i.partNumber)).toEqual(['A-10', 'A-2', 'B-10', 'b-1']);
  });

  it('spills sorted runs beyond what it may hold and merges them as if it had held every part', async () => {
    // 30 parts over 90 rows, 4 held at a time: every part is met again after several spills.
    const rows = Array.from({ length: 90 }, (_, i) => {
      const n = (i * 7) % 30;
      const extra: Partial<PiesItem> = { partNumber: `P${String(n).padStart(2, '0')}`, interchange: [{ partNumber: `OE${i}` }] };
      // Part P03's price changes on its second and third rows: one conflict, against its first row.
      if (n === 3) extra.prices = [{ type: 'LST', currency: 'EUR', amount: 10 + Math.floor(i / 30), uom: 'PE' }];
      return item(i + 2, extra);
    });
    const inMemory = new ItemCollector();
    const inMemoryFindings = rows.flatMap((r) => inMemory.add(r));
    const runs = new TextRuns();
    const spilling = new ItemCollector({ runs, maxHeld: 4 });
    const spillingFindings = rows.flatMap((r) => spilling.add(r));
    const conflicts: Finding[] = [];
    const merged = await collected(spilling, conflicts);
    expect(runs.runs.length).toBeGreaterThan(5);
    expect(merged).toEqual(await collected(inMemory));
    expect(merged.find((i) => i.partNumber === 'P03')?.prices[0]?.amount).toBe(10);
    expect(merged.find((i) => i.partNumber === 'P03')?.interchange).toHaveLength(3);
    // The same conflict, found at the merge instead of at the row: once per part and field.
    expect([...spillingFindings, ...conflicts].map((f) => f.message)).toEqual(inMemoryFindings.map((f) => f.message));
    expect(() => spilling.size).toThrow(/not known/);
  });

  it('finds a part through its slot as through its part number, across spills and collectors', async () => {
    // The spill test's rows, each part's rows sharing one slot (as rows of a cached part share its cache entry).
    const rows = Array.from({ length: 90 }, (_, i) => {
      const n = (i * 7) % 30;
      const extra: Partial<PiesItem> = { partNumber: `P${String(n).padStart(2, '0')}`, interchange: [{ partNumber: `OE${i}` }] };
      if (n === 3) extra.prices = [{ type: 'LST', currency: 'EUR', amount: 10 + Math.floor(i / 30), uom: 'PE' }];
      return item(i + 2, extra);
    });
    const slots = new Map<string, PartSlot>();
    const slotOf = (part: string): PartSlot => slots.get(part) ?? slots.set(part, {}).get(part)!;
    const plain = new ItemCollector({ runs: new TextRuns(), maxHeld: 4 });
    const plainFindings = rows.flatMap((r) => plain.add(r));
    const slotted = new ItemCollector({ runs: new TextRuns(), maxHeld: 4 });
    const slottedFindings = rows.flatMap((r) => slotted.add(r, slotOf(r.partNumber)));
    // A second collector given the same slots (noted by the first) still keeps its own entries.
    const other = new ItemCollector();
    const otherFindings = rows.flatMap((r) => other.add(r, slotOf(r.partNumber)));
    const inMemory = new ItemCollector();
    const inMemoryFindings = rows.flatMap((r) => inMemory.add(r));
    const plainConflicts: Finding[] = [];
    const slottedConflicts: Finding[] = [];
    expect(await collected(slotted, slottedConflicts)).toEqual(await collected(plain, plainConflicts));
    expect([...slottedFindings, ...slottedConflicts].map((f) => f.message)).toEqual([...plainFindings, ...plainConflicts].map((f) => f.message));
    expect(await collected(other)).toEqual(await collected(plain));
    expect(otherFindings.map((f) => f.message)).toEqual(inMemoryFindings.map((f) => f.message));
    expect(otherFindings.length).toBeGreaterThan(0);
  });

  it('gives in batches the items and conflicts it gives one by one, each conflict with its part', async () => {
    // 300 parts over 900 rows, 7 held at a time; every fifth part's price changes on later rows.
    const rows = Array.from({ length: 900 }, (_, i) => {
      const n = (i * 7) % 300;
      const amount = n % 5 === 0 ? 10 + Math.floor(i / 300) : 10;
      return item(i + 2, { partNumber: `P${String(n).padStart(3, '0')}`, prices: [{ type: 'LST', currency: 'EUR', amount, uom: 'PE' }] });
    });
    const fill = (): ItemCollector => {
      const c = new ItemCollector({ runs: new TextRuns(), maxHeld: 7 });
      rows.forEach((r) => c.add(r));
      return c;
    };
    const oneByOne: string[] = [];
    for await (const i of fill().items((f) => oneByOne.push(`conflict ${f.message}`))) oneByOne.push(`item ${i.partNumber}`);
    const batched: string[] = [];
    let batches = 0;
    for await (const { items, conflicts } of fill().batches()) {
      batches++;
      items.forEach((i, at) => {
        for (const f of conflicts?.get(at) ?? []) batched.push(`conflict ${f.message}`);
        batched.push(`item ${i.partNumber}`);
      });
    }
    expect(batched).toEqual(oneByOne);
    expect(oneByOne.filter((l) => l.startsWith('conflict')).length).toBeGreaterThan(20);
    expect(batches).toBeGreaterThan(1);
    expect(batches).toBeLessThan(300);
  });

  it('does not report again a field a run already reported', async () => {
    const runs = new TextRuns();
    const c = new ItemCollector({ runs, maxHeld: 2 });
    const price = (amount: number) => [{ type: 'LST', currency: 'EUR', amount, uom: 'PE' }];
    c.add(item(2, { prices: price(10) }));
    expect(c.add(item(3, { prices: price(11) }))).toHaveLength(1);
    c.add(item(4, { partNumber: 'P9' })); // full: P1 and P9 go to a run
    c.add(item(5, { prices: price(12) }));
    const conflicts: Finding[] = [];
    const items = await collected(c, conflicts);
    expect(conflicts).toEqual([]);
    expect(items.map((i) => [i.partNumber, i.prices[0]?.amount])).toEqual([['P1', 10], ['P9', undefined]]);
  });

  it('keeps the first value on conflicting product data and reports each field once', async () => {
    const c = new ItemCollector();
    c.add(item(2, { gtin: { qualifier: 'EN', value: '04006381333931' }, prices: [{ type: 'LST', currency: 'EUR', amount: 10, uom: 'PE' }] }));
    const first = c.add(item(5, { gtin: { qualifier: 'UP', value: '00036000291452' }, prices: [{ type: 'LST', currency: 'EUR', amount: 12, uom: 'PE' }] }));
    expect(first.map((f) => f.code)).toEqual(['ITEM_CONFLICT', 'ITEM_CONFLICT']);
    expect(first[0]).toMatchObject({ row: 5, severity: 'warning', message: expect.stringMatching(/GTIN 00036000291452, row 2 gave 04006381333931/) });
    expect(c.add(item(6, { gtin: { qualifier: 'UP', value: '00036000291452' } }))).toEqual([]);
    expect((await itemOf(c, 'P1'))?.gtin?.value).toBe('04006381333931');
    expect((await itemOf(c, 'P1'))?.prices[0]?.amount).toBe(10);
  });

  it('does not change the caller’s item when merging into it later', () => {
    const c = new ItemCollector();
    const mine = item(2);
    c.add(mine);
    c.add(item(3, { interchange: [{ partNumber: 'OE9' }] }));
    expect(mine.interchange).toEqual([]);
  });

  it('does not change a shared package when a later row fills its weight', async () => {
    const c = new ItemCollector();
    const mine = item(2, { packages: [{ uom: 'EA', quantityOfEaches: 1 }] });
    c.add(mine);
    c.add(item(3, { packages: [{ uom: 'EA', quantityOfEaches: 1, weight: { uom: 'KG', value: 1.5 } }] }));
    expect(mine.packages).toEqual([{ uom: 'EA', quantityOfEaches: 1 }]);
    expect((await itemOf(c, 'P1'))?.packages).toEqual([{ uom: 'EA', quantityOfEaches: 1, weight: { uom: 'KG', value: 1.5 } }]);
  });

  it('keeps one copy of a part’s data: a later row’s equal arrays, which it then never changes', async () => {
    const c = new ItemCollector();
    const description = { code: 'DES', languageCode: 'EN', text: 'Oil filter' };
    c.add(item(2, { descriptions: [description] }));
    const later = item(3, { descriptions: [{ ...description }] });
    c.add(later);
    expect((await itemOf(c, 'P1'))?.descriptions).toBe(later.descriptions);
    c.add(item(4, { descriptions: [{ ...description }, { code: 'SHO', languageCode: 'EN', text: 'Filter' }] }));
    expect(later.descriptions).toEqual([description]);
    const merged = await itemOf(c, 'P1');
    expect(merged?.descriptions.map((d) => d.code)).toEqual(['DES', 'SHO']);
    expect(merged?.row).toBe(2);
  });

  it('merges the items of rows repeating one part across vehicles', async () => {
    const ctx = demoContext();
    const c = new ItemCollector();
    for (const [row, model] of [[2, 'Camry'], [3, 'Corolla'], [4, 'RAV4']] as const) {
      const r = normalizeRow({ row, fields: { partNumber: 'OF-9', make: 'Toyota', model, year: '2015', partType: 'Oil Filter', gtin: '4006381333931' } }, ctx);
      expect(c.add(r.item!)).toEqual([]);
    }
    expect(c.size).toBe(1);
    expect((await itemOf(c, 'OF-9'))?.row).toBe(2);
  });
});

describe('FitmentDeduper', () => {
  const app = (row: number, extra: Partial<NormalizedApp> = {}): NormalizedApp => ({ row, baseVehicleId: 310001, qty: 1, partTypeId: 90101, part: 'P1', ...extra });

  it('merges identical apps from different rows with a ROW_DUPLICATE finding', () => {
    const d = new FitmentDeduper();
    expect(d.filter([app(2), app(2, { baseVehicleId: 310002 })], 2)).toEqual({ apps: [app(2), app(2, { baseVehicleId: 310002 })], allDuplicate: false });
    const again = d.filter([app(7), app(7, { baseVehicleId: 310002 })], 7);
    expect(again.allDuplicate).toBe(true);
    expect(again.apps).toEqual([]);
    expect(again.finding).toMatchObject({ code: 'ROW_DUPLICATE', row: 7, message: expect.stringMatching(/repeats row 2/) });
    const partly = d.filter([app(9), app(9, { baseVehicleId: 310003 })], 9);
    expect(partly.apps).toEqual([app(9, { baseVehicleId: 310003 })]);
    expect(partly.finding?.message).toMatch(/1 of 2 apps of row 9 repeat row 2/);
  });

  it('treats apps differing in anything that matters as different', () => {
    const d = new FitmentDeduper();
    d.add(app(2));
    for (const extra of [
      { qty: 2 },
      { positionId: 9102 },
      { subModelId: 7001 },
      { engineBaseId: 8101 },
      { part: 'P2' },
      { partTypeId: 90102 },
      { notes: ['with sensor'] },
      { mfrLabel: 'Ceramic' },
      { attributes: [{ name: 'FuelType', id: 9301 }] },
    ]) {
      expect(d.add(app(3, extra)), JSON.stringify(extra)).toBeNull();
    }
    expect(d.add(app(4, { attributes: [{ name: 'FuelType', id: 9301 }] }))).toBe(3);
    expect(d.size).toBe(10);
  });

  it('finds the same duplicates with its tables sized up front', () => {
    const apps = Array.from({ length: 20_000 }, (_, i) => app(i + 2, { baseVehicleId: 310_000 + (i % 3000), part: `P${i % 6}` }));
    const grown = new FitmentDeduper();
    const sized = new FitmentDeduper();
    apps.slice(0, 500).forEach((a) => sized.add(a));
    sized.reserve(20_000);
    const fromSized = apps.slice(500).map((a) => sized.add(a));
    const fromGrown = apps.map((a) => grown.add(a)).slice(500);
    expect(fromSized).toEqual(fromGrown);
    expect(fromGrown.filter((r) => r !== null).length).toBeGreaterThan(1000);
    expect(sized.size).toBe(grown.size);
    expect(sized.appsSeen).toBe(20_000);
  });

  it('keeps every one of many distinct apps as it grows', () => {
    const d = new FitmentDeduper();
    for (let i = 0; i < 300_000; i++) expect(d.add(app(i + 2, { baseVehicleId: i }))).toBeNull();
    expect(d.add(app(1, { baseVehicleId: 123_456 }))).toBe(123_458);
    expect(d.size).toBe(300_000);
  });
});
