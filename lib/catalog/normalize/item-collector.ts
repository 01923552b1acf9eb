/**
 * Merges PIES item candidates by part number across rows: a later row fills what earlier rows left
 * empty and adds OE numbers; where it contradicts them (another GTIN, part type, price, weight) the
 * first value stays and one ITEM_CONFLICT finding per part and field says so. Memory: one item per
 * distinct part number. Rows that repeat a part's data share its arrays (see `buildItem`), which makes
 * the common case — the same part on many vehicles — a few identity checks.
 */

import type { Finding, PiesItem, PiesPackage } from '@/lib/catalog/types';

interface Entry {
  item: PiesItem;
  /** The last candidate merged, to skip candidates that repeat it. */
  last: PiesItem;
  /** Fields already reported as conflicting for this part. */
  reported?: Set<string>;
}

function cloneItem(item: PiesItem): PiesItem {
  const copy: PiesItem = {
    ...item,
    descriptions: item.descriptions.map((d) => ({ ...d })),
    prices: item.prices.map((p) => ({ ...p })),
    packages: item.packages.map(clonePackage),
    interchange: item.interchange.map((i) => ({ ...i })),
  };
  if (item.gtin) copy.gtin = { ...item.gtin };
  return copy;
}

function clonePackage(p: PiesPackage): PiesPackage {
  const copy: PiesPackage = { ...p };
  if (p.weight) copy.weight = { ...p.weight };
  if (p.dimensions) copy.dimensions = { ...p.dimensions };
  return copy;
}

function repeats(a: PiesItem, b: PiesItem): boolean {
  return (
    a.descriptions === b.descriptions &&
    a.prices === b.prices &&
    a.packages === b.packages &&
    a.interchange === b.interchange &&
    a.gtin === b.gtin &&
    a.partTerminologyId === b.partTerminologyId &&
    a.countryOfOrigin === b.countryOfOrigin &&
    a.brandAaiaId === b.brandAaiaId
  );
}

const sameDimensions = (a: NonNullable<PiesPackage['dimensions']>, b: NonNullable<PiesPackage['dimensions']>) =>
  a.uom === b.uom && a.length === b.length && a.width === b.width && a.height === b.height;

export class ItemCollector {
  readonly #items = new Map<string, Entry>();

  get size(): number {
    return this.#items.size;
  }

  /** Adds a row's item; returns conflict findings (empty when it agreed or only added data). */
  add(candidate: PiesItem): Finding[] {
    const entry = this.#items.get(candidate.partNumber);
    if (!entry) {
      this.#items.set(candidate.partNumber, { item: cloneItem(candidate), last: candidate });
      return [];
    }
    if (repeats(entry.last, candidate)) return [];
    entry.last = candidate;
    const findings: Finding[] = [];
    const kept = entry.item;

    if (candidate.partTerminologyId !== undefined) {
      if (kept.partTerminologyId === undefined) kept.partTerminologyId = candidate.partTerminologyId;
      else if (kept.partTerminologyId !== candidate.partTerminologyId) {
        this.#conflict(entry, candidate, findings, 'part type', String(kept.partTerminologyId), String(candidate.partTerminologyId));
      }
    }
    if (candidate.gtin) {
      if (!kept.gtin) kept.gtin = { ...candidate.gtin };
      else if (kept.gtin.value !== candidate.gtin.value) {
        this.#conflict(entry, candidate, findings, 'GTIN', kept.gtin.value, candidate.gtin.value);
      }
    }
    if (candidate.countryOfOrigin) {
      if (!kept.countryOfOrigin) kept.countryOfOrigin = candidate.countryOfOrigin;
      else if (kept.countryOfOrigin !== candidate.countryOfOrigin) {
        this.#conflict(entry, candidate, findings, 'country of origin', kept.countryOfOrigin, candidate.countryOfOrigin);
      }
    }
    for (const d of candidate.descriptions) {
      const mine = kept.descriptions.find((k) => k.code === d.code && k.languageCode === d.languageCode);
      if (!mine) kept.descriptions.push({ ...d });
      else if (mine.text !== d.text) this.#conflict(entry, candidate, findings, `description ${d.code}`, `'${mine.text}'`, `'${d.text}'`);
    }
    for (const p of candidate.prices) {
      const mine = kept.prices.find((k) => k.type === p.type && k.currency === p.currency);
      if (!mine) kept.prices.push({ ...p });
      else if (mine.amount !== p.amount) {
        this.#conflict(entry, candidate, findings, `price ${p.type}`, `${mine.amount} ${mine.currency}`, `${p.amount} ${p.currency}`);
      }
    }
    for (const p of candidate.packages) {
      const mine = kept.packages.find((k) => k.uom === p.uom && k.quantityOfEaches === p.quantityOfEaches);
      if (!mine) {
        kept.packages.push(clonePackage(p));
        continue;
      }
      if (p.weight) {
        if (!mine.weight) mine.weight = { ...p.weight };
        else if (mine.weight.value !== p.weight.value || mine.weight.uom !== p.weight.uom) {
          this.#conflict(entry, candidate, findings, 'weight', `${mine.weight.value} ${mine.weight.uom}`, `${p.weight.value} ${p.weight.uom}`);
        }
      }
      if (p.dimensions) {
        if (!mine.dimensions) mine.dimensions = { ...p.dimensions };
        else if (!sameDimensions(mine.dimensions, p.dimensions)) {
          const show = (d: typeof p.dimensions) => `${d.length ?? '-'}×${d.width ?? '-'}×${d.height ?? '-'} ${d.uom}`;
          this.#conflict(entry, candidate, findings, 'dimensions', show(mine.dimensions), show(p.dimensions));
        }
      }
    }
    for (const i of candidate.interchange) {
      if (!kept.interchange.some((k) => k.partNumber === i.partNumber && k.brandLabel === i.brandLabel)) kept.interchange.push({ ...i });
    }
    return findings;
  }

  #conflict(entry: Entry, candidate: PiesItem, findings: Finding[], field: string, keptValue: string, otherValue: string) {
    entry.reported ??= new Set();
    if (entry.reported.has(field)) return;
    entry.reported.add(field);
    findings.push({
      code: 'ITEM_CONFLICT',
      severity: 'warning',
      row: candidate.row,
      message: `Part ${candidate.partNumber}: this row gives ${field} ${otherValue}, row ${entry.item.row} gave ${keptValue}; the first is kept. Make the rows agree.`,
    });
  }

  get(partNumber: string): PiesItem | undefined {
    return this.#items.get(partNumber)?.item;
  }

  /** Items in the order their part numbers first appeared. */
  *items(): IterableIterator<PiesItem> {
    for (const entry of this.#items.values()) yield entry.item;
  }
}
