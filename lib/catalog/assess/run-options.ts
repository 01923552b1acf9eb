import type { FindingLog } from '../report';
import type { ReferenceLookup } from './reference-lookup';
import {
  appIdOf,
  type AssessFinding,
  type AssessResult,
  type AssessStat,
  type PartStat,
  type PartTypeStat,
} from './result';

export interface AssessRunOptions {
  /** Folder with the Auto Care XSDs (`STANDARDS_DIR`); without it XSD validation is reported as not run. */
  standardsDir?: string | null;
  /** Findings listed per code (default 1000); counts stay exact. */
  maxFindingsPerCode?: number;
  /** Findings listed in all (default 50,000). */
  maxFindings?: number;
  /** Parts listed in the result (default 100,000, most apps first). */
  maxParts?: number;
  /** "Today" for checks about future years (default: now). */
  today?: Date;
}

/** Assembles an AssessResult from a finished run. */
export function buildResult(r: {
  log: FindingLog;
  started: number;
  file: string;
  kind: 'aces' | 'pies' | null;
  version: string | null;
  encoding: string;
  count: { apps: number } | { items: number } | Record<string, never>;
  reference: ReferenceLookup | null;
  xsd: AssessResult['xsd'];
  stats: AssessStat[];
  parts: PartStat[];
  partTypes: PartTypeStat[];
}): AssessResult {
  const logged = r.log.result();
  const findings: AssessFinding[] = logged.findings.map((f) => {
    const app = appIdOf(f);
    return app === undefined || r.kind !== 'aces' ? f : { ...f, app };
  });
  return {
    file: r.file,
    kind: r.kind,
    version: r.version,
    encoding: r.encoding,
    ...r.count,
    checks: logged.findingCounts,
    severities: logged.severityCounts,
    findings,
    truncated: logged.truncated,
    reference: r.reference
      ? { source: r.reference.source, versionDate: r.reference.versionDate, demo: r.reference.demo }
      : null,
    xsd: r.xsd,
    stats: r.stats,
    parts: r.parts,
    partTypes: r.partTypes,
    seconds: (performance.now() - r.started) / 1000,
  };
}
