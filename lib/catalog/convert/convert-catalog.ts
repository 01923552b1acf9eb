import { createWriteStream, type WriteStream } from 'node:fs';
import { writeAces } from '../aces';
import type { BundleSummary } from '../evidence';
import { openCatalog, type CatalogReader } from '../ingest';
import { compileRowMapper } from '../mapping';
import { createNormalizeContext, FitmentDeduper, ItemCollector } from '../normalize';
import { loadDemoReference, type ReferenceSet } from '../reference';
import { FindingLog, toXsdStatus, type Report } from '../report';
import type { Finding } from '../types';
import { createFitmentChecker } from '../validate';
import { bundleDeliverables, validateDeliverables, writeItems, writeReportFiles } from './deliverables';
import { FlaggedRowsWriter } from './flagged-csv';
import { acesHeader, piesHeader, referenceVersionDate, type HeaderSettings } from './headers';
import { chooseMapping, normalizeSettings, sampleRows } from './mapping-stage';
import { checkConvertSettings, DEFAULT_ACCEPT_THRESHOLD, MAPPING_SAMPLE_ROWS, type ConvertOptions, type ConvertStage } from './options';
import { OutputFiles, type OutputPaths } from './output-files';
import { addCountedFindings, buildReport } from './report-stage';
import { RowConverter, type RowCounts } from './row-converter';
import { StageClock } from './stage-clock';

export interface ConvertResult {
  outDir: string;
  /** Final paths of the files written. */
  files: OutputPaths;
  report: Report;
  /** The report's counts plus the converted rows (rows − flagged − rejected − merged). */
  counts: Report['counts'] & { converted: number };
  evidence: Pick<BundleSummary, 'signerFingerprint'> & { files: number };
  /** Milliseconds per stage, including the bundle (which report.json cannot contain). */
  timings: Record<string, number>;
}

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
export async function convertCatalog(options: ConvertOptions): Promise<ConvertResult | { error: Finding }> {
  const settingProblem = checkConvertSettings(options)[0];
  if (settingProblem) return { error: settingProblem };
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
    for (const s of run.streams) s.destroy();
    await reader.close().catch(() => undefined);
    await run.out?.discard();
    throw err;
  }
}

/** What has to be cleaned up when a run fails half-way. */
interface RunState {
  streams: WriteStream[];
  out?: OutputFiles;
}

async function convertOpened(
  options: ConvertOptions,
  reader: CatalogReader,
  clock: StageClock,
  progress: (stage: ConvertStage, rowsDone: number, rowsTotal?: number) => void,
  run: RunState,
): Promise<ConvertResult | { error: Finding }> {
  const startedAt = options.now ?? new Date();
  const acceptThreshold = options.acceptThreshold ?? DEFAULT_ACCEPT_THRESHOLD;
  const log = new FindingLog(MAX_FINDINGS_PER_CODE);
  const reference = await resolveReference(options, log);

  const { sample, rest } = await sampleRows(reader.rows, MAPPING_SAMPLE_ROWS);
  if (sample.length === 0) {
    await reader.close();
    return { error: readFailure(reader) ?? noDataRows(reader.info.file, reader.info.headerRow) };
  }
  clock.lap('ingest');
  progress('map', 0);
  const { mapping, findings: mappingFindings } = chooseMapping(reader.header, sample, options.mapping);
  log.addAll(mappingFindings);
  const headers: HeaderSettings = {
    brand: options.brand,
    reference,
    language: mapping.language,
    sourceFile: reader.info.file,
    now: startedAt,
    ...(options.sender ? { sender: options.sender } : {}),
  };
  const version = referenceVersionDate(headers);
  if (version.finding) log.add(version.finding);
  const ctx = createNormalizeContext({
    reference,
    brand: options.brand,
    acceptThreshold,
    currentYear: startedAt.getUTCFullYear(),
    ...normalizeSettings(mapping),
  });
  clock.lap('map');

  const out = (run.out = await OutputFiles.create(options.outDir));
  const open = (path: string): WriteStream => {
    const s = createWriteStream(path, { highWaterMark: WRITE_BUFFER_BYTES });
    run.streams.push(s);
    return s;
  };
  const flagged = new FlaggedRowsWriter(open(out.temp.flagged), reader.header);
  const items = new ItemCollector();
  const checker = createFitmentChecker({ maxFindingsPerCode: MAX_FINDINGS_PER_CODE });
  const converter = new RowConverter({
    ctx,
    mapRow: compileRowMapper(mapping),
    deduper: new FitmentDeduper(),
    items,
    checker,
    findings: log,
    flagged,
    onRows: (n) => progress('convert', n),
  });
  progress('convert', 0);
  const aces = await writeAces(converter.apps(sample, rest), acesHeader(headers, version.date), open(out.temp.aces), {
    maxFindings: MAX_FINDINGS_PER_CODE,
  });
  await flagged.close();
  const counts = converter.counts;
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
  addCountedFindings(log, { findings: checker.finish(), findingCounts: checker.counts() });

  progress('items', counts.rows, counts.rows);
  const pies = await writeItems(items, piesHeader(headers, version.date), open(out.temp.pies), log, MAX_FINDINGS_PER_CODE);
  clock.lap('items');

  progress('validate', counts.rows, counts.rows);
  const xsd = await validateDeliverables(out, options.standardsDir ?? null, log);
  clock.lap('validate');

  progress('report', counts.rows, counts.rows);
  const reportCounts = { rows: counts.rows, apps: aces.apps, items: pies.items, flagged: counts.flagged, rejected: counts.rejected, merged: counts.merged };
  const report = buildReport({
    generatedAt: startedAt,
    toolVersion: options.toolVersion,
    info: reader.info,
    mapping,
    acceptThreshold,
    counts: reportCounts,
    findings: log.result(),
    reference,
    xsd: { aces: toXsdStatus(xsd.aces), pies: toXsdStatus(xsd.pies) },
    timings: clock.total(),
  });
  const mappingJson = await writeReportFiles(out, report, mapping);
  clock.lap('report');

  progress('bundle', counts.rows, counts.rows);
  const bundle = await bundleDeliverables({
    out,
    report,
    mappingJson,
    info: reader.info,
    brand: options.brand,
    signer: options.signer,
    startedAt,
    finishedAt: options.now ?? new Date(),
  });
  await out.commit();
  clock.lap('bundle');
  progress('done', counts.rows, counts.rows);
  return {
    outDir: out.dir,
    files: out.final,
    report,
    counts: { ...reportCounts, converted: counts.converted },
    evidence: { signerFingerprint: bundle.signerFingerprint, files: bundle.subjects.length },
    timings: { ...clock.total() },
  };
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

function noDataRows(file: string, headerRow: number): Finding {
  return {
    code: 'INPUT_NO_ROWS',
    severity: 'error',
    file,
    message: `${file} has a header (row ${headerRow}) but no data rows below it. Check that you exported the whole catalog.`,
  };
}
