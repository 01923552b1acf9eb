import type { Writable } from 'node:stream';
import { openPies, type ReadPiesItem, type XmlInput } from '../readers';
import type { ReferenceSet } from '../reference';
import { CsvOut } from './csv-out';
import type { DelimitedResult } from './apps-csv';

/** items.csv's fixed columns; descriptions, prices, packages and other EXPI codes follow as the file has them. */
export const ITEMS_CSV_COLUMNS = ['part_number', 'brand', 'part_type_id', 'part_type', 'gtin_qualifier', 'gtin', 'country_of_origin'] as const;

const PACKAGE_FIELDS = ['uom', 'qty_of_eaches', 'height', 'width', 'length', 'dimension_uom', 'weight', 'weight_uom'] as const;

/** The columns a file's items need beyond the fixed ones, in the order they first appear. */
interface Layout {
  descriptions: string[];
  prices: string[];
  expi: string[];
  packages: number;
}

/**
 * items.csv from a written pies.xml: one row per `<Item>` with the PIES fields as written —
 * identity, GTIN, country of origin, one column per description code and language
 * (`description_DES_EN`), per price type and currency (`price_LST_USD` and its `_uom`), per further
 * EXPI code, the packages (`package_uom`, `package2_uom`, …) and the interchange numbers. Values
 * are the file's own text, never re-formatted. Two streaming passes over the file (the first finds
 * the columns), so memory stays flat.
 */
export async function writeItemsCsv(pies: XmlInput, out: Writable, options: { reference?: ReferenceSet | null } = {}): Promise<DelimitedResult> {
  const layout: Layout = { descriptions: [], prices: [], expi: [], packages: 0 };
  const seen = new Set<string>();
  const note = (list: string[], key: string) => {
    if (!seen.has(key)) {
      seen.add(key);
      list.push(key.slice(key.indexOf(':') + 1));
    }
  };
  for await (const item of openPies(pies)) {
    for (const d of item.descriptions) note(layout.descriptions, `d:${descriptionColumn(d.code, d.languageCode)}`);
    for (const p of item.prices) note(layout.prices, `p:${priceColumn(p.type, p.currency)}`);
    for (const x of item.extended) if (x.code !== 'CTO') note(layout.expi, `x:expi_${x.code ?? 'unknown'}`);
    layout.packages = Math.max(layout.packages, item.packages.length);
  }

  const csv = new CsvOut(out);
  const ref = options.reference ?? null;
  try {
    await csv.add(header(layout), true);
    for await (const item of openPies(pies)) {
      const wait = csv.add(itemCells(item, layout, ref));
      if (wait) await wait;
    }
  } finally {
    await csv.close();
  }
  return { rows: csv.rows };
}

const descriptionColumn = (code: string | null, language: string | null) => `description_${code ?? 'unknown'}_${language ?? 'unknown'}`;
const priceColumn = (type: string | null, currency: string | null) => `price_${type ?? 'unknown'}_${currency ?? 'unknown'}`;
const packagePrefix = (i: number) => (i === 0 ? 'package' : `package${i + 1}`);

function header(layout: Layout): string[] {
  const cols: string[] = [...ITEMS_CSV_COLUMNS, ...layout.descriptions];
  for (const p of layout.prices) cols.push(p, `${p}_uom`);
  cols.push(...layout.expi);
  for (let i = 0; i < layout.packages; i++) for (const f of PACKAGE_FIELDS) cols.push(`${packagePrefix(i)}_${f}`);
  cols.push('interchange');
  return cols;
}

function itemCells(item: ReadPiesItem, layout: Layout, ref: ReferenceSet | null): (string | undefined)[] {
  const partTypeId = item.partTerminologyId === undefined ? undefined : Number(item.partTerminologyId);
  const cells: (string | undefined)[] = [
    item.partNumber,
    item.brandAaiaId,
    item.partTerminologyId,
    partTypeId !== undefined && Number.isSafeInteger(partTypeId) ? ref?.partTypes.get(partTypeId)?.name : undefined,
    item.gtin?.qualifier ?? undefined,
    item.gtin?.value,
    item.extended.find((x) => x.code === 'CTO')?.value,
  ];
  // A repeated code/language (or type/currency) is joined in one cell: nothing written is dropped.
  const joined = <T>(list: T[], match: (x: T) => boolean, value: (x: T) => string | null) =>
    list
      .filter(match)
      .map(value)
      .filter((v): v is string => v !== null && v !== '')
      .join(' | ') || undefined;
  for (const col of layout.descriptions) cells.push(joined(item.descriptions, (d) => descriptionColumn(d.code, d.languageCode) === col, (d) => d.text));
  for (const col of layout.prices) {
    const match = (p: ReadPiesItem['prices'][number]) => priceColumn(p.type, p.currency) === col;
    cells.push(joined(item.prices, match, (p) => p.amount), joined(item.prices, match, (p) => p.uom));
  }
  for (const col of layout.expi) cells.push(joined(item.extended, (x) => `expi_${x.code ?? 'unknown'}` === col, (x) => x.value));
  for (let i = 0; i < layout.packages; i++) {
    const p = item.packages[i];
    cells.push(
      p?.uom ?? undefined,
      p?.quantityOfEaches ?? undefined,
      p?.dimensions?.height ?? undefined,
      p?.dimensions?.width ?? undefined,
      p?.dimensions?.length ?? undefined,
      p?.dimensions?.uom ?? undefined,
      p?.weight?.value ?? undefined,
      p?.weight?.uom ?? undefined,
    );
  }
  cells.push(item.interchange.map((x) => [x.brandLabel, ...x.partNumbers].filter(Boolean).join(' ')).join('; ') || undefined);
  return cells;
}
