import type { Finding, Severity } from '../types';

/** A finding of the assessment: the engine's Finding plus the App id it concerns, when there is one. */
export interface AssessFinding extends Finding {
  app?: number;
}

export interface AssessStat {
  label: string;
  value: number | string;
}

/** One part number: how many apps (ACES) or items (PIES) name it, under which part types. */
export interface PartStat {
  part: string;
  apps: number;
  partTypes: number[];
  firstLine: number;
}

export interface PartTypeStat {
  partTypeId: number;
  name?: string;
  apps: number;
  parts: number;
}

export interface AssessResult {
  file: string;
  kind: 'aces' | 'pies' | null;
  /** Declared version (ACES `version`, PIES `PIESVersion`), or null. */
  version: string | null;
  encoding: string;
  /** ACES: `<App>` elements read. */
  apps?: number;
  /** PIES: `<Item>` elements read. */
  items?: number;
  /** Exact number of findings per check code. */
  checks: Record<string, number>;
  /** Exact number of findings per severity. */
  severities: Record<Severity, number>;
  /** The first findings of each code (capped), in the order they were found. */
  findings: AssessFinding[];
  /** True when some findings were counted but not listed. */
  truncated: boolean;
  reference: { source: string; versionDate: string | null; demo: boolean } | null;
  xsd: { ran: boolean; valid: boolean | null; schemaFile: string | null; errorCount: number };
  stats: AssessStat[];
  /** Part numbers by number of apps/items, most first (capped). */
  parts: PartStat[];
  partTypes: PartTypeStat[];
  seconds: number;
}

/**
 * An assessment fails when it raised any error-severity finding; warnings and notes do not fail
 * it. (What a failed assessment means for a process, its exit code, is the CLI's to say.)
 */
export function assessmentFailed(result: Pick<AssessResult, 'severities'>): boolean {
  return result.severities.error > 0;
}

/**
 * The `--json` document: `{file, version, kind, apps|items, checks, findings}` as the issue
 * defines it, then the severities, whether findings were truncated, and what the file was checked
 * against (reference, XSD).
 */
export function toAssessJson(result: AssessResult): Record<string, unknown> {
  const count = result.kind === 'pies' ? { items: result.items ?? 0 } : { apps: result.apps ?? 0 };
  return {
    file: result.file,
    version: result.version,
    kind: result.kind,
    ...count,
    checks: result.checks,
    findings: result.findings,
    severities: result.severities,
    truncated: result.truncated,
    reference: result.reference,
    xsd: result.xsd,
  };
}

/** The App id a finding is about: the first "App N" / "app N" its message names. */
export function appIdOf(f: Finding): number | undefined {
  const m = /\b[Aa]pp (\d+)\b/.exec(f.message);
  return m ? Number(m[1]) : undefined;
}
