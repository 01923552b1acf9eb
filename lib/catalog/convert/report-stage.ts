import path from 'node:path';
import type { ConversionContext } from '../evidence';
import type { FindingLog, FindingLogResult, Report } from '../report';
import { REPORT_SCHEMA_VERSION, reportInput } from '../report';
import type { ReferenceSet } from '../reference';
import type { Finding, InputInfo, Mapping } from '../types';
import type { ReferenceIdentity } from './options';

export const TOOL_NAME = 'partsmith';

/**
 * Adds a stage's capped findings to the run's log with their exact counts (a writer or checker
 * keeps only the first of each code but counts them all).
 */
export function addCountedFindings(log: FindingLog, result: Pick<FindingLogResult, 'findings' | 'findingCounts'>): void {
  const byCode = new Map<string, Finding[]>();
  for (const f of result.findings) byCode.set(f.code, [...(byCode.get(f.code) ?? []), f]);
  for (const [code, count] of Object.entries(result.findingCounts)) {
    const examples = byCode.get(code) ?? [];
    log.addCounted(examples, code, examples[0]?.severity ?? 'warning', count);
  }
}

/**
 * A reference's origin as a report shows it: a folder or zip by its name only, since reports travel;
 * with the stored release's id and hash when the caller knows them.
 */
export function referenceSummary(reference: ReferenceSet, identity?: ReferenceIdentity): Report['reference'] {
  const source = path.isAbsolute(reference.source) ? path.basename(reference.source) : reference.source;
  const summary: Report['reference'] = { source, versionDate: reference.versionDate, demo: reference.demo };
  if (identity) {
    summary.releaseId = identity.releaseId;
    if (identity.sha256) summary.sha256 = identity.sha256;
  }
  return summary;
}

export interface ReportParts {
  generatedAt: Date;
  toolVersion: string;
  info: InputInfo;
  mapping: Mapping;
  acceptThreshold: number;
  counts: Report['counts'];
  findings: FindingLogResult;
  reference: ReferenceSet;
  referenceIdentity?: ReferenceIdentity;
  xsd: Report['xsd'];
  timings: Record<string, number>;
  learnedTerms?: Report['learnedTerms'];
}

export function buildReport(p: ReportParts): Report {
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    tool: { name: TOOL_NAME, version: p.toolVersion },
    generatedAt: p.generatedAt.toISOString(),
    input: reportInput(p.info, p.mapping.language),
    mapping: p.mapping.columns.map((c) => ({ column: c.column, field: c.field, confidence: round(c.confidence), note: c.note, ...(c.said ? { said: c.said } : {}), origin: c.origin })),
    ...(p.mapping.assumptions?.length ? { assumptions: p.mapping.assumptions } : {}),
    thresholds: { accept: p.acceptThreshold },
    counts: p.counts,
    findings: p.findings.findings,
    findingCounts: p.findings.findingCounts,
    findingsTruncated: p.findings.truncated,
    reference: referenceSummary(p.reference, p.referenceIdentity),
    xsd: p.xsd,
    timings: Object.fromEntries(Object.entries(p.timings).map(([k, v]) => [k, Math.round(v)])),
    ...(p.learnedTerms ? { learnedTerms: p.learnedTerms } : {}),
  };
}

/** The source's fingerprint as it goes into the bundle (`source/fingerprint.json`). */
export function sourceFingerprint(info: InputInfo): Record<string, unknown> {
  return {
    file: info.file,
    sha256: info.sha256,
    bytes: info.bytes,
    format: info.format,
    encoding: info.encoding,
    delimiter: info.delimiter,
    sheet: info.sheet,
    headerRow: info.headerRow,
    rows: info.rows,
  };
}

/** What the signed statement says about the run: enough for an auditor to reproduce it. */
export function conversionPredicate(report: Report, p: { brand: string; startedAt: Date; finishedAt: Date }): ConversionContext {
  return {
    input: { ...report.input },
    mapping: report.mapping,
    ...(report.assumptions ? { assumptions: report.assumptions } : {}),
    thresholds: { accept: report.thresholds?.accept ?? 0.9 },
    reference: report.reference,
    tool: report.tool,
    startedAt: p.startedAt.toISOString(),
    finishedAt: p.finishedAt.toISOString(),
    brand: p.brand,
    counts: report.counts,
    xsd: report.xsd,
    // Which learned terms decided values (and which were ignored): part of what the run was given.
    ...(report.learnedTerms ? { learnedTerms: report.learnedTerms } : {}),
  };
}

const round = (n: number): number => Math.round(n * 1000) / 1000;
