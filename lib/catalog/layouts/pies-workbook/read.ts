import type { OpenedWorkbook } from '../../ingest';
import type { FindingLog } from '../../report';
import type { Finding, PiesItem, PiesMarketCopy, SourceRow } from '../../types';
import { columnIndex, columnKey, SheetRow } from './cells';
import { PIES_SEGMENTS, type PiesSegment, type PiesWorkbookLayout } from './detect';
import { readHeaderSheet, type WorkbookHeader } from './header';
import { readItemRow } from './items';
import { ItemJoin } from './join';
import {
  readAttribute,
  readDescription,
  readDigitalAsset,
  readExpi,
  readInterchange,
  readKitComponent,
  readMarketCopy,
  readPackage,
  readPrice,
  SEGMENT_COLUMNS,
  type SegmentDefaults,
} from './segments';
import { findingOf, say } from '../../messages';

/** One sheet as the run read it (the report's mapping and mapping.json list these). */
export interface SheetRead {
  sheet: string;
  segment: PiesSegment;
  header: string[];
  /** Data rows read. */
  rows: number;
  /** Rows that went into an item (or, for MarketingCopy, the document). */
  placed: number;
  /** Columns with no PIES 7.2 element, not read. */
  unused: string[];
}

export interface PiesWorkbookRead {
  items: PiesItem[];
  marketingCopy: PiesMarketCopy[];
  header: WorkbookHeader;
  sheets: SheetRead[];
  /** Items rows: those made items, and those that could not be (no part number) or repeated one. */
  itemRows: number;
  rejected: number;
  merged: number;
}

type SegmentReader = (r: SheetRow, d: SegmentDefaults, item: PiesItem) => void;

/** How each segment row lands on its item. */
const ATTACH: Partial<Record<PiesSegment, SegmentReader>> = {
  Descriptions: (r, d, item) => push(item.descriptions, readDescription(r, d)),
  Prices: (r, d, item) => push(item.prices, readPrice(r, d)),
  EXPI: (r, _d, item) => push((item.expi ??= []), readExpi(r)),
  Attributes: (r, _d, item) => push((item.attributes ??= []), readAttribute(r)),
  Packages: (r, _d, item) => push(item.packages, readPackage(r)),
  Kits: (r, _d, item) => push((item.kits ??= []), readKitComponent(r)),
  Interchanges: (r, _d, item) => push(item.interchange, readInterchange(r)),
  DigitalAssets: (r, _d, item) => push((item.assets ??= []), readDigitalAsset(r)),
};

function push<T>(list: T[], value: T | undefined): void {
  if (value !== undefined) list.push(value);
}

/**
 * Reads a PIES workbook sheet by sheet — Header, Items, then each segment — streaming every sheet
 * through the bounded reader and joining its rows to the items by PartNumber as they come. Only the
 * items (one per part, as a conversion always holds them) stay in memory. A sheet that cannot be
 * read stops the run with its finding (deliverables from part of a workbook must not look whole).
 */
export async function readPiesWorkbook(
  wb: OpenedWorkbook,
  layout: PiesWorkbookLayout,
  options: { brand: string; log: FindingLog },
): Promise<PiesWorkbookRead | { error: Finding }> {
  const { log } = options;
  const sheets: SheetRead[] = [];

  let header: WorkbookHeader = {};
  if (layout.sheets.Header) {
    const rows: SourceRow[] = [];
    // A header sheet is a few dozen key/value rows; more than that is not a header.
    for await (const batch of wb.rawRows(layout.sheets.Header)) {
      for (const r of batch) if (rows.length < 1000) rows.push(r);
    }
    const stop = wb.findings.find((f) => f.severity === 'error');
    if (stop) return { error: stop };
    log.addAll(wb.findings);
    header = readHeaderSheet(layout.sheets.Header, rows, log);
    sheets.push({ sheet: layout.sheets.Header, segment: 'Header', header: ['Key', 'Value'], rows: rows.length, placed: Object.keys(header).length, unused: [] });
  }
  const defaults: SegmentDefaults = {
    ...(header.languageCode ? { languageCode: String(header.languageCode).toUpperCase() } : {}),
    ...(header.currencyCode ? { currencyCode: String(header.currencyCode).toUpperCase() } : {}),
  };

  const join = new ItemJoin();
  let itemRows = 0;
  let rejected = 0;
  const marketingCopy: PiesMarketCopy[] = [];
  for (const segment of PIES_SEGMENTS) {
    const name = layout.sheets[segment];
    if (!name || segment === 'Header') continue;
    const reader = await wb.readSheet(name);
    if ('error' in reader) {
      // A segment sheet with nothing on it is no error: there is nothing to join.
      if (reader.error.code === 'INPUT_EMPTY') {
        log.add(findingOf('PIES_WORKBOOK_SHEET_EMPTY', 'info', say('PIES_WORKBOOK_SHEET_EMPTY', { sheet: name, segment })));
        continue;
      }
      return reader;
    }
    const columns = columnIndex(reader.header);
    const known = new Set(SEGMENT_COLUMNS[segment].map(columnKey));
    const read: SheetRead = { sheet: name, segment, header: reader.header, rows: 0, placed: 0, unused: reader.header.filter((h) => !known.has(columnKey(h))) };
    for await (const batch of reader.batches()) {
      for (const source of batch) {
        read.rows++;
        const r = new SheetRow(name, source, columns, reader.header, log);
        if (segment === 'Items') {
          itemRows++;
          const item = readItemRow(r, options.brand);
          if (!item) rejected++;
          else if (join.add(r, item)) read.placed++;
        } else if (segment === 'MarketingCopy') {
          const copy = readMarketCopy(r);
          if (copy) {
            marketingCopy.push(copy);
            read.placed++;
          }
        } else {
          const item = join.target(r);
          if (item) {
            ATTACH[segment]?.(r, defaults, item);
            read.placed++;
          }
        }
      }
    }
    const stop = reader.findings.find((f) => f.severity === 'error');
    if (stop) return { error: stop };
    log.addAll(reader.findings);
    if (read.unused.length > 0) {
      const columns = read.unused.map((c) => `"${c}"`).join(', ');
      log.add(findingOf('PIES_WORKBOOK_COLUMN_UNUSED', 'info', say('PIES_WORKBOOK_COLUMN_UNUSED', { sheet: name, columns })));
    }
    sheets.push(read);
  }
  for (const [sheet, n] of join.unplaced) {
    log.add(findingOf('PIES_WORKBOOK_ROWS_UNPLACED', 'warning', say('PIES_WORKBOOK_ROWS_UNPLACED', { sheet, n })));
  }
  for (const other of layout.other) {
    log.add(findingOf('PIES_WORKBOOK_SHEET_UNUSED', 'info', say('PIES_WORKBOOK_SHEET_UNUSED', { sheet: other })));
  }
  return { items: join.items(), marketingCopy, header, sheets, itemRows, rejected, merged: join.duplicates };
}
