import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { CompressingWriter } from '../evidence';
import { toMappingRecord } from '../mapping';
import { toXsdStatus, type FindingLog, type Report } from '../report';
import { LearnedTermBook } from '../normalize';
import type { ReferenceSet } from '../reference';
import type { InputInfo, Mapping } from '../types';
import type { ConvertResult } from './convert-result';
import { bundleDeliverables, writeReportFiles, type validateDeliverables } from './deliverables';
import type { ConvertOptions, ConvertStage } from './options';
import type { OutputFiles } from './output-files';
import { buildReport } from './report-stage';
import type { StageClock } from './stage-clock';

export interface FinishParts {
  options: ConvertOptions;
  out: OutputFiles;
  info: InputInfo;
  mapping: Mapping;
  acceptThreshold: number;
  counts: Report['counts'];
  /** Rows converted (rows − flagged − rejected − merged). */
  converted: number;
  log: FindingLog;
  reference: ReferenceSet;
  xsd: Awaited<ReturnType<typeof validateDeliverables>>;
  clock: StageClock;
  startedAt: Date;
  /** The writers of the deliverables the run made (a PIES workbook makes no ACES). */
  writers: { aces: CompressingWriter | null; pies: CompressingWriter | null };
  progress: (stage: ConvertStage, rowsDone: number, rowsTotal?: number) => void;
  /** The learned terms as the rows used them; absent, the options' terms are only checked against the reference. */
  learned?: LearnedTermBook;
}

/**
 * The end every run shares, whatever it read: report.json, report.html and mapping.json, the signed
 * evidence bundle of the deliverables written, the output folder committed, and the result.
 */
export async function reportAndBundle(p: FinishParts): Promise<ConvertResult> {
  const { options, out, clock } = p;
  const done = p.counts.rows;
  p.progress('report', done, done);
  const learned = p.learned ?? (options.learnedTerms ? new LearnedTermBook(options.learnedTerms, p.reference) : undefined);
  const report = buildReport({
    generatedAt: p.startedAt,
    toolVersion: options.toolVersion,
    info: p.info,
    mapping: p.mapping,
    acceptThreshold: p.acceptThreshold,
    counts: p.counts,
    findings: p.log.result(),
    reference: p.reference,
    ...(options.referenceIdentity ? { referenceIdentity: options.referenceIdentity } : {}),
    xsd: { aces: toXsdStatus(p.xsd.aces), pies: toXsdStatus(p.xsd.pies) },
    timings: clock.total(),
    ...(learned ? { learnedTerms: learned.summary() } : {}),
  });
  const mappingJson = await writeReportFiles(out, report, p.mapping, options.reportLocale);
  clock.lap('report');

  p.progress('bundle', done, done);
  const written = (key: 'aces' | 'pies') => out.isWritten(key) && p.writers[key] !== null;
  const bundle = await bundleDeliverables({
    out,
    deliverables: { aces: written('aces') ? p.writers.aces!.file : null, pies: written('pies') ? p.writers.pies!.file : null },
    report,
    mappingJson,
    info: p.info,
    brand: options.brand,
    signer: options.signer,
    startedAt: p.startedAt,
    finishedAt: options.now ?? new Date(),
    ...(options.evidenceFiles
      ? { extra: await options.evidenceFiles({ aces: written('aces') ? out.temp.aces : null, pies: written('pies') ? out.temp.pies : null }) }
      : {}),
  });
  await out.commit();
  clock.lap('bundle');
  p.progress('done', done, done);
  return {
    outDir: out.dir,
    files: out.written(),
    report,
    mappingRecord: toMappingRecord(p.mapping),
    counts: { ...p.counts, converted: p.converted },
    evidence: { signerFingerprint: bundle.signerFingerprint, files: bundle.subjects.length },
    timings: { ...clock.total() },
  };
}

/** Destroys a stream and resolves once it has let go of its file. */
export async function closeNow(stream: Writable): Promise<void> {
  if (stream.closed) return;
  const closed = once(stream, 'close').catch(() => undefined);
  stream.destroy();
  await closed;
}
