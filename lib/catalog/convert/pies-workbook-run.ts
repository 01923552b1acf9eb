import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { CompressingWriter } from '../evidence';
import { probeWorkbook } from '../ingest';
import { noted } from '../mapping';
import { findingOf, render, say } from '../messages';
import { detectPiesWorkbook, readPiesWorkbook, type PiesWorkbookRead, type WorkbookHeader } from '../layouts/pies-workbook';
import { writePies, type PiesHeaderInput } from '../pies';
import { loadDemoReference, type ReferenceSet } from '../reference';
import { FindingLog } from '../report';
import { LANGUAGES, type CatalogLanguage, type ColumnMapping, type Finding, type InputInfo, type Mapping, type PiesItem } from '../types';
import { checkPiesItem } from '../validate';
import type { ConvertFailure, ConvertResult } from './convert-result';
import { validateDeliverables } from './deliverables';
import { FlaggedRowsWriter } from './flagged-csv';
import { closeNow, reportAndBundle } from './finish-run';
import { piesHeader, referenceVersionDate, type HeaderSettings } from './headers';
import type { ConvertOptions, ConvertStage } from './options';
import { OutputFiles } from './output-files';
import { addCountedFindings } from './report-stage';
import { senderPlaceholderFinding } from './sender';
import { StageClock } from './stage-clock';

const MAX_FINDINGS_PER_CODE = 1000;

/** Items-sheet columns that are canonical fields a single-sheet catalog would map. */
const ITEM_FIELDS: Record<string, ColumnMapping['field']> = {
  partnumber: 'partNumber',
  brandaaiaid: 'brand',
  partterminologyid: 'partTypeId',
  itemlevelgtin: 'gtin',
};

/**
 * The PIES workbook path of a conversion (issue 13): an XLSX whose sheets are PIES segments (Items,
 * Descriptions, Prices…) is read as one PIES item per part joined across the sheets, and written
 * as pies.xml with the report, mapping.json (which sheets and columns were read), flagged.csv
 * (empty: nothing is held for review) and the signed evidence. A workbook carries no fitment, so
 * no aces.xml is written. Returns null when the input is not such a workbook (the caller then
 * reads it as a single-sheet catalog); `options.sheet` is the caller's to honour before asking.
 */
export async function convertPiesWorkbookIfDetected(options: ConvertOptions): Promise<ConvertResult | ConvertFailure | null> {
  const probe = await probeWorkbook(options.input);
  if (!probe) return null;
  const layout = detectPiesWorkbook(probe.sheets);
  if (!layout) return null;

  const progress = (stage: ConvertStage, rowsDone: number, rowsTotal?: number): void =>
    options.onProgress?.(rowsTotal === undefined ? { stage, rowsDone } : { stage, rowsDone, rowsTotal });
  const clock = new StageClock();
  progress('read', 0);
  const wb = await probe.open();
  if ('error' in wb) return wb;

  const log = new FindingLog(MAX_FINDINGS_PER_CODE);
  log.addAll(options.referenceFindings ?? []);
  let reference = options.reference;
  if (!reference) {
    const demo = await loadDemoReference();
    log.addAll(demo.findings);
    reference = demo.reference;
  }
  const sheetNames = Object.values(layout.sheets);
  const sheets = sheetNames.map((s) => `"${s}"`).join(', ');
  log.add(findingOf('PIES_WORKBOOK_DETECTED', 'info', say('PIES_WORKBOOK_DETECTED', { file: probe.file, sheets }), { file: probe.file }));
  if (options.mapping) log.add(findingOf('PIES_WORKBOOK_MAPPING_IGNORED', 'info', say('PIES_WORKBOOK_MAPPING_IGNORED')));

  const read = await readPiesWorkbook(wb, layout, { brand: options.brand, log });
  if ('error' in read) return read;
  clock.lap('ingest');
  progress('map', 0);
  const mapping = workbookMapping(read);
  brandFindings(read.items, options.brand).forEach((f) => log.add(f));
  const known = withKnownPartTypes(read.items, reference);
  known.findings.forEach((f) => log.add(f));
  const rejected = read.rejected + (read.items.length - known.items.length);

  const startedAt = options.now ?? new Date();
  const documentDate = options.documentDate ?? startedAt;
  const headers: HeaderSettings = {
    brand: options.brand,
    reference,
    language: mapping.language,
    sourceFile: probe.file,
    now: documentDate,
    ...(options.sender ? { sender: options.sender } : {}),
  };
  const version = referenceVersionDate(headers);
  if (version.finding && !read.header.pcdbVersionDate) log.add(version.finding);
  const placeholders = senderPlaceholderFinding(options.sender);
  if (placeholders) log.add(placeholders);
  const header = workbookPiesHeader(piesHeader(headers, version.date), read.header, options.sender);
  clock.lap('map');

  const info: InputInfo = { ...wb.info, sheet: sheetNames.join(', '), headerRow: 1, rows: read.itemRows };
  const streams: Writable[] = [];
  let out: OutputFiles | undefined;
  try {
    out = await OutputFiles.create(options.outDir);
    const open = (path: string) => {
      const s = createWriteStream(path);
      streams.push(s);
      return s;
    };
    const flagged = new FlaggedRowsWriter(open(out.temp.flagged), read.sheets.find((s) => s.segment === 'Items')?.header ?? [], options.reportLocale);
    await flagged.close();

    progress('items', read.itemRows, read.itemRows);
    const piesOut = new CompressingWriter(open(out.temp.pies), out.deflated.pies, 3);
    streams.push(piesOut);
    const checked = function* (): Generator<PiesItem> {
      for (const item of known.items) {
        for (const f of checkPiesItem(item)) log.add(f);
        yield item;
      }
    };
    const pies = await writePies(checked(), header, piesOut, { maxFindings: MAX_FINDINGS_PER_CODE, marketingCopy: read.marketingCopy });
    addCountedFindings(log, pies);
    await out.omit('aces');
    log.add(findingOf('ACES_NOT_WRITTEN', 'info', say('ACES_NOT_WRITTEN.workbook'), { file: 'aces.xml' }));
    if (pies.items === 0) {
      await out.omit('pies');
      const said = say('PIES_NOT_WRITTEN.workbook', { rows: read.itemRows, rejected });
      log.add(findingOf('PIES_NOT_WRITTEN', 'warning', said, { file: 'pies.xml' }));
    }
    clock.lap('items');

    progress('validate', read.itemRows, read.itemRows);
    const xsd = await validateDeliverables(out, options.standardsDir ?? null, log, options.acesVersion ?? '4.2');
    clock.lap('validate');

    // Learned terms (options.learnedTerms) decide nothing here: a PIES workbook gives part types as
    // PartTerminologyIDs and has no make, model, submodel or position text to read. reportAndBundle
    // still lists the terms as given, and the ones the reference lacks as ignored.
    return await reportAndBundle({
      options,
      out,
      info,
      mapping,
      acceptThreshold: options.acceptThreshold ?? 0.9,
      counts: { rows: read.itemRows, apps: 0, items: pies.items, flagged: 0, rejected, merged: read.merged },
      converted: read.itemRows - rejected - read.merged,
      log,
      reference,
      xsd,
      clock,
      startedAt,
      writers: { aces: null, pies: piesOut },
      progress,
    });
  } catch (err) {
    await Promise.all(streams.map(closeNow));
    await out?.discard();
    throw err;
  }
}


/**
 * The PIES header: the run's (dates, submission), filled from the workbook's Header sheet where it
 * has a value; the sender identity of the workspace still wins for the sender's own fields
 * (TechnicalContact, ContactEmail, LanguageCode).
 */
function workbookPiesHeader(base: PiesHeaderInput, wb: WorkbookHeader, sender: ConvertOptions['sender']): PiesHeaderInput {
  const h: PiesHeaderInput = { ...base, ...wb, transactionDate: base.transactionDate, submissionType: base.submissionType };
  if (sender?.senderName) h.technicalContact = sender.senderName;
  if (sender?.email) h.contactEmail = sender.email;
  h.languageCode = sender?.language?.toUpperCase() ?? (wb.languageCode ? String(wb.languageCode).toUpperCase() : base.languageCode);
  if (!wb.blanketEffectiveDate) h.blanketEffectiveDate = base.blanketEffectiveDate;
  return h;
}

/** Items whose BrandAAIAID is not the run's brand: one finding per brand. */
function brandFindings(items: readonly PiesItem[], brand: string): Finding[] {
  const other = new Map<string, { count: number; row: number }>();
  for (const item of items) {
    if (item.brandAaiaId === brand) continue;
    const seen = other.get(item.brandAaiaId);
    if (seen) seen.count++;
    else other.set(item.brandAaiaId, { count: 1, row: item.row });
  }
  return [...other].map(([code, { count, row }]) =>
    findingOf('BRAND_MISMATCH', 'warning', say('BRAND_MISMATCH.workbook', { count, code, row: String(row), brand }), { row, column: 'Items!BrandAAIAID' }),
  );
}

/**
 * Items whose PartTerminologyID the loaded PCdb lacks are not written: a receiver checks the ID
 * against the PCdb and would refuse the item. The same rule as a single-sheet catalog's ID column
 * (PART_TYPE_UNKNOWN rejects the row), so choosing the Items sheet alone changes nothing. Without a
 * PCdb in the reference the check is skipped, and said so.
 */
function withKnownPartTypes(items: readonly PiesItem[], reference: ReferenceSet): { items: PiesItem[]; findings: Finding[] } {
  if (!reference.capabilities.has('partTypes')) {
    const said = say('REFERENCE_CHECK_SKIPPED.normalize', { what: say('skipped.partTypeIds') });
    return { items: [...items], findings: [findingOf('REFERENCE_CHECK_SKIPPED', 'info', said, { column: 'Items!PartTerminologyID' })] };
  }
  const findings: Finding[] = [];
  const known = items.filter((item) => {
    const id = item.partTerminologyId;
    if (id === undefined || reference.partTypes.has(id)) return true;
    const said = say('PART_TYPE_UNKNOWN.workbook', { part: item.partNumber, id: String(id) });
    findings.push(findingOf('PART_TYPE_UNKNOWN', 'error', said, { row: item.row, column: 'Items!PartTerminologyID' }));
    return false;
  });
  return { items: known, findings };
}

/** The sheets and columns read, as a mapping: `Sheet!Column` per column, with what it became. */
function workbookMapping(read: PiesWorkbookRead): Mapping {
  const columns: ColumnMapping[] = [];
  for (const s of read.sheets) {
    if (s.segment === 'Header') {
      columns.push({ index: columns.length, column: `${s.sheet}!A:B`, field: null, confidence: 1, ...noted([say('note.pies.headerSheet', { sheet: s.sheet })]), origin: { kind: 'detected' } });
      continue;
    }
    const unused = new Set(s.unused);
    for (const h of s.header) {
      const key = h.toLowerCase().replace(/[\s_-]+/g, '');
      columns.push({
        index: columns.length,
        column: `${s.sheet}!${h}`,
        field: s.segment === 'Items' ? (ITEM_FIELDS[key] ?? null) : null,
        confidence: 1,
        ...noted([
          unused.has(h)
            ? say('note.pies.columnUnused', { sheet: s.sheet, segment: s.segment, column: h })
            : say('note.pies.columnRead', { sheet: s.sheet, segment: s.segment, column: h, element: s.segment === 'Items' ? 'Item' : s.segment, placed: s.placed, rows: s.rows }),
        ]),
        origin: { kind: 'detected' },
      });
    }
  }
  const lang = String(read.header.languageCode ?? 'en').toLowerCase();
  const language: CatalogLanguage = (LANGUAGES as readonly string[]).includes(lang) ? (lang as CatalogLanguage) : 'en';
  const languageSaid = read.header.languageCode ? say('note.pies.language', { code: String(read.header.languageCode) }) : say('note.pies.languageAssumed');
  return { language, languageConfidence: 1, columns, languageNote: render(languageSaid), languageSaid };
}
