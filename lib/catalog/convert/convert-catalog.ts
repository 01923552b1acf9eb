import { createWriteStream, type WriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { writeAces, type AcesHeaderInput, type AcesVersion, type WriteAcesResult } from '../aces';
import { CompressingWriter } from '../evidence';
import { noDataRows, openCatalog, type CatalogReader } from '../ingest';
import { compileRowMapper, toMappingRecord } from '../mapping';
import { createNormalizeContext, FitmentDeduper, ItemCollector, LearnedTermBook } from '../normalize';
import { loadDemoReference, type ReferenceSet } from '../reference';
import { FindingLog } from '../report';
import type { Finding, SourceRow } from '../types';
import { validateDeliverables, writeItems } from './deliverables';
import { emptyDeliverables } from './empty-deliverables';
import { FingerprintRunFile } from './fingerprint-run-file';
import { fitmentChecksInThread, type FitmentCheckResults, type FitmentChecksFactory } from './fitment-checks';
import { FlaggedRowsWriter } from './flagged-csv';
import { ItemRunFiles } from './item-run-files';
import { closeNow, reportAndBundle } from './finish-run';
import { acesHeader, piesHeader, referenceVersionDate, type HeaderSettings } from './headers';
import { chooseMapping, mappingIncomplete, normalizeSettings, sampleRows } from './mapping-stage';
import { checkConvertSettings, DEFAULT_ACCEPT_THRESHOLD, MAPPING_SAMPLE_ROWS, type ConvertOptions, type ConvertStage, type HeldRow } from './options';
import { OutputFiles } from './output-files';
import type { ConvertFailure, ConvertResult } from './convert-result';
import { convertPiesWorkbookIfDetected } from './pies-workbook-run';
import { addCountedFindings } from './report-stage';
import { RowConverter, type RowConverterParts, type RowCounts } from './row-converter';
import { estimateRows } from './row-estimate';
import { headerSheetSender, withHeaderSheet } from './header-sheet';
import { senderPlaceholderFinding, type SenderIdentity } from './sender';
import { StageClock } from './stage-clock';

/** Input size from which hashing the deliverables on a thread of its own pays for starting it. */
const HASH_THREAD_MIN_INPUT_BYTES = 16 * 1024 * 1024;

/** Findings kept per code in the report; exact counts are kept for all. */
const MAX_FINDINGS_PER_CODE = 1000;
/**
 * Output buffer per file: with the default 16 KB every 64 KB chunk the writers flush waits for the
 * disk; 1 MB lets writing overlap with converting.
 */
const WRITE_BUFFER_BYTES = 1 << 20;

/**
 * A catalog file in, the deliverables out: aces.xml and pies.xml (streamed), report.json and
 * report.html, flagged.csv, mapping.json and the signed evidence.zip, all in `outDir`. Input that
 * cannot be read (or a setting that is wrong) comes back as `{ error }`; nothing is left behind
 * then, nor after a crash. Every data row is accounted for: converted, flagged, rejected or merged.
 */
export async function convertCatalog(options: ConvertOptions): Promise<ConvertResult | ConvertFailure> {
  const settingProblem = checkConvertSettings(options)[0];
  if (settingProblem) return { error: settingProblem };
  // A PIES workbook (one sheet per segment) has a path of its own; --sheet reads one sheet instead.
  if (options.sheet === undefined) {
    const workbook = await convertPiesWorkbookIfDetected(options);
    if (workbook) return workbook;
  }
  const progress = (stage: ConvertStage, rowsDone: number, rowsTotal?: number): void =>
    options.onProgress?.(rowsTotal === undefined ? { stage, rowsDone } : { stage, rowsDone, rowsTotal });

  const clock = new StageClock();
  progress('read', 0);
  const reader = await openCatalog(options.input, options.sheet === undefined ? {} : { sheet: options.sheet });
  if ('error' in reader) return reader;

  const run: RunState = { streams: [] };
  try {
    return await convertOpened(options, reader, clock, progress, run);
  } catch (err) {
    // A file still being opened would appear after the clean-up: wait until every one is closed.
    await Promise.all(run.streams.map(closeNow));
    await reader.close().catch(() => undefined);
    await run.out?.discard();
    throw err;
  }
}

/** The run's sender identity, with a workbook's Header sheet (flat ACES templates) filling what it leaves open. */
async function senderFor(options: ConvertOptions, reader: CatalogReader, log: FindingLog): Promise<SenderIdentity | undefined> {
  if (reader.info.format !== 'xlsx') return options.sender;
  const sheet = await headerSheetSender(options.input, reader.info.sheet);
  if (!sheet) return options.sender;
  log.addAll(sheet.findings);
  const { sender, finding } = withHeaderSheet(options.sender, sheet.sender, reader.info.file);
  if (finding) log.add(finding);
  return sender;
}

/** What has to be cleaned up when a run fails half-way. */
interface RunState {
  streams: Writable[];
  out?: OutputFiles;
}

async function convertOpened(
  options: ConvertOptions,
  reader: CatalogReader,
  clock: StageClock,
  progress: (stage: ConvertStage, rowsDone: number, rowsTotal?: number) => void,
  run: RunState,
): Promise<ConvertResult | ConvertFailure> {
  const startedAt = options.now ?? new Date();
  const documentDate = options.documentDate ?? startedAt;
  const acceptThreshold = options.acceptThreshold ?? DEFAULT_ACCEPT_THRESHOLD;
  const acesVersion = options.acesVersion ?? '4.2';
  const log = new FindingLog(MAX_FINDINGS_PER_CODE);
  const reference = await resolveReference(options, log);

  const { sample, rest } = await sampleRows(reader, MAPPING_SAMPLE_ROWS);
  if (sample.length === 0) {
    await reader.close();
    return { error: readFailure(reader) ?? noDataRows(reader.info.file, reader.info.headerRow) };
  }
  clock.lap('ingest');
  progress('map', 0);
  const { mapping, findings: mappingFindings } = chooseMapping(reader.header, sample, options.mapping, { reference });
  const incomplete = mappingIncomplete(mapping, reader.info.file);
  if (incomplete) {
    await reader.close();
    return { error: incomplete, mappingRecord: toMappingRecord(mapping) };
  }
  log.addAll(mappingFindings);
  const sender = await senderFor(options, reader, log);
  const headers: HeaderSettings = {
    brand: options.brand,
    reference,
    language: mapping.language,
    sourceFile: reader.info.file,
    now: documentDate,
    ...(sender ? { sender } : {}),
  };
  const version = referenceVersionDate(headers);
  if (version.finding) log.add(version.finding);
  const placeholders = senderPlaceholderFinding(sender);
  if (placeholders) log.add(placeholders);
  // No local for the normalize context: its caches are only for the row stage (see convertRows).
  // The learned terms are kept apart from it: the report counts their uses after the rows.
  const learned = options.learnedTerms ? new LearnedTermBook(options.learnedTerms, reference) : undefined;
  const normalizeOptions = {
    reference,
    brand: options.brand,
    acceptThreshold,
    currentYear: documentDate.getUTCFullYear(),
    ...normalizeSettings(mapping),
    ...(learned ? { learned } : {}),
  };
  clock.lap('map');

  const out = (run.out = await OutputFiles.create(options.outDir));
  const open = (path: string): WriteStream => {
    const s = createWriteStream(path, { highWaterMark: WRITE_BUFFER_BYTES });
    run.streams.push(s);
    return s;
  };
  // The deliverables are hashed and deflated for the bundle as they are written (other core);
  // for a big input the hashing gets a thread of its own (not worth starting one for a small file).
  const hashOffThread = reader.info.bytes >= HASH_THREAD_MIN_INPUT_BYTES;
  const compressing = (path: string, deflatedPath: string): CompressingWriter => {
    const w = new CompressingWriter(open(path), deflatedPath, 3, { hashOffThread });
    run.streams.push(w);
    return w;
  };
  const flagged = new FlaggedRowsWriter(open(out.temp.flagged), reader.header, options.reportLocale);
  // Beyond what fits in memory, the parts go to sorted runs beside the deliverables (see ItemCollector).
  const items = new ItemCollector({ runs: new ItemRunFiles(() => out.scratch('items')) });
  progress('convert', 0);
  const acesOut = compressing(out.temp.aces, out.deflated.aces);
  const { aces, counts, fitment } = await convertRows(
    {
      ctx: createNormalizeContext(normalizeOptions),
      mapRow: compileRowMapper(mapping),
      items,
      findings: log,
      flagged,
      onRows: (n) => progress('convert', n),
      expectedRows: estimateRows(reader.info, sample),
      ...(options.onHeldRow ? { onHeld: heldRowsTo(options.onHeldRow, reader.header) } : {}),
      ...(options.review ? { review: options.review } : {}),
    },
    sample,
    rest,
    acesHeader(headers, version.date),
    acesOut,
    acesVersion,
    (name) => out.scratch(name),
    options.fitmentChecks ?? fitmentChecksInThread,
  );
  await flagged.close();
  clock.lap('convert');

  // Ingest turns a read error into a finding and ends the rows early: deliverables made from part
  // of a file must not look complete, so the run fails as a whole.
  const failure = readFailure(reader);
  if (failure) {
    await out.discard();
    return { error: failure };
  }
  assertEveryRowAccounted(counts, reader.info.rows);
  log.addAll(reader.findings);
  addCountedFindings(log, aces);
  addCountedFindings(log, fitment);

  progress('items', counts.rows, counts.rows);
  const piesOut = compressing(out.temp.pies, out.deflated.pies);
  const pies = await writeItems(items, piesHeader(headers, version.date), piesOut, log, MAX_FINDINGS_PER_CODE);
  // An empty deliverable is invalid or says nothing: it is left out, and the report says why.
  const empty = emptyDeliverables({ apps: aces.apps, items: pies.items }, counts);
  for (const key of empty.omit) await out.omit(key);
  log.addAll(empty.findings);
  clock.lap('items');

  progress('validate', counts.rows, counts.rows);
  const xsd = await validateDeliverables(out, options.standardsDir ?? null, log, acesVersion);
  clock.lap('validate');

  return reportAndBundle({
    options,
    out,
    info: reader.info,
    mapping,
    acceptThreshold,
    counts: { rows: counts.rows, apps: aces.apps, items: pies.items, flagged: counts.flagged, rejected: counts.rejected, merged: counts.merged },
    converted: counts.converted,
    log,
    reference,
    xsd,
    clock,
    startedAt,
    writers: { aces: acesOut, pies: piesOut },
    progress,
    ...(learned ? { learned } : {}),
  });
}

/**
 * The row stage: every row converted, its apps deduplicated, checked and written to ACES. The
 * dedupe and fitment tables (tens of MB for a million apps) live only until it returns — an
 * async function keeps its locals to the end, and the rest of the run has no use for them.
 */
async function convertRows(
  parts: Omit<RowConverterParts, 'deduper' | 'checker'>,
  sample: readonly SourceRow[],
  rest: AsyncIterable<readonly SourceRow[]>,
  header: AcesHeaderInput,
  out: Writable,
  version: AcesVersion,
  scratch: (name: string) => string,
  checks: FitmentChecksFactory,
): Promise<{ aces: WriteAcesResult; counts: RowCounts; fitment: FitmentCheckResults }> {
  // Beyond what they hold, the deduper and the fitment checks spill sorted runs of fingerprints
  // beside the deliverables.
  const checker = checks({ maxFindingsPerCode: MAX_FINDINGS_PER_CODE, scratch });
  const deduper = new FitmentDeduper({ runs: new FingerprintRunFile(() => scratch('dedupe')) });
  try {
    const converter = new RowConverter({ ...parts, deduper, checker });
    const aces = await writeAces({ batches: converter.appBatches(sample, rest) }, header, out, { version, maxFindings: MAX_FINDINGS_PER_CODE });
    return { aces, counts: converter.counts, fitment: await checker.finish() };
  } finally {
    deduper.close();
    await checker.close();
  }
}

/** The caller's held-row callback, with the source header attached. */
function heldRowsTo(onHeldRow: NonNullable<ConvertOptions['onHeldRow']>, columns: readonly string[]) {
  return (row: Omit<HeldRow, 'columns'>) => onHeldRow({ ...row, columns });
}

async function resolveReference(options: ConvertOptions, log: FindingLog): Promise<ReferenceSet> {
  log.addAll(options.referenceFindings ?? []);
  if (options.reference) return options.reference;
  const demo = await loadDemoReference();
  log.addAll(demo.findings);
  return demo.reference;
}

/** An error-severity ingest finding means the rows stopped before the end of the file. */
function readFailure(reader: CatalogReader): Finding | undefined {
  return reader.findings.find((f) => f.severity === 'error');
}

/** The invariant the report rests on; a mismatch is a bug in the pipeline, never bad input. */
function assertEveryRowAccounted(counts: RowCounts, rowsRead: number): void {
  const accounted = counts.converted + counts.flagged + counts.rejected + counts.merged;
  if (accounted !== counts.rows || counts.rows !== rowsRead) {
    throw new Error(
      `Row accounting broken: ${rowsRead} rows read, ${counts.rows} seen, ${accounted} accounted for (converted ${counts.converted}, flagged ${counts.flagged}, rejected ${counts.rejected}, merged ${counts.merged}).`,
    );
  }
}
