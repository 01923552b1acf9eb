/**
 * The validate pair of `bench:scale` (issue 15, point 4): `partsmith validate` on a million-app ACES
 * 4.2 file with the synthetic reference, beside the floor of schema validation alone —
 * `xmllint --stream --noout --schema` (libxml2, native) on the same file. Each in its own process,
 * one after the other, so each peak RSS is its own. Returns table lines; never asserts.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ChildResult } from './measure';
import { ensureValidateFile } from './validate-file';

/** The issue's goals for validate: within 2.5× the time of xmllint's schema pass, within 512 MB. */
export const VALIDATE_GOALS = { ratio: 2.5, peakMb: 512 } as const;

export interface XmllintResult {
  seconds: number;
  /** user + sys, and peak RSS, from /usr/bin/time; null where it is not installed. */
  cpuSeconds: number | null;
  peakRssBytes: number | null;
  valid: boolean;
}

const mb = (bytes: number): number => Math.round(bytes / 1e6);
const TIME = '/usr/bin/time';

function run(
  file: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<{ stdout: string; stderr: string; code: number; seconds: number }> {
  const t = performance.now();
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { maxBuffer: 64 << 20, timeout: options.timeoutMs, killSignal: 'SIGKILL', env: options.env ?? process.env },
      (err, stdout, stderr) => {
        const seconds = (performance.now() - t) / 1000;
        if (err && (err.killed || typeof err.code !== 'number')) return reject(new Error(err.killed ? 'killed: timeout' : err.message));
        resolve({ stdout, stderr, code: err ? Number(err.code) : 0, seconds });
      },
    );
  });
}

/** Whether an `xmllint` is on the PATH. */
async function hasXmllint(): Promise<boolean> {
  try {
    return (await run('xmllint', ['--version'], { timeoutMs: 10_000 })).code === 0;
  } catch {
    return false;
  }
}

/** The Auto Care ACES 4.2 schema in the standards folder (never copied into the project). */
function aces42Schema(standardsDir: string): string | null {
  const file = path.join(standardsDir, 'ACES_4_2_XSDSchema_Rev2.xsd');
  return existsSync(file) ? file : null;
}

async function xmllint(schema: string, file: string, timeoutMs: number): Promise<XmllintResult> {
  const args = ['--stream', '--noout', '--nonet', '--schema', schema, file];
  if (!existsSync(TIME)) {
    const r = await run('xmllint', args, { timeoutMs });
    return { seconds: r.seconds, cpuSeconds: null, peakRssBytes: null, valid: r.code === 0 };
  }
  // GNU time prints its line last on stderr, after whatever xmllint said.
  const r = await run(TIME, ['-f', 'TIME %e %U %S %M', 'xmllint', ...args], { timeoutMs });
  const m = /TIME ([\d.]+) ([\d.]+) ([\d.]+) (\d+)\s*$/.exec(r.stderr);
  return {
    seconds: r.seconds,
    cpuSeconds: m ? Number(m[2]) + Number(m[3]) : null,
    peakRssBytes: m ? Number(m[4]) * 1024 : null,
    valid: r.code === 0,
  };
}

async function engine(referenceDir: string, standardsDir: string, file: string, timeoutMs: number): Promise<ChildResult> {
  const r = await run(
    process.execPath,
    ['--import', 'tsx', path.join('bench', 'scale', 'validate-engine.ts'), referenceDir, file],
    { env: { ...process.env, STANDARDS_DIR: standardsDir }, timeoutMs },
  );
  if (r.code !== 0) throw new Error(r.stderr.trim().split('\n').slice(-5).join('\n'));
  return JSON.parse(r.stdout.trim().split('\n').at(-1) ?? '') as ChildResult;
}

/**
 * Generates the file (once), then times the engine and xmllint `runs` times each, alternating, and
 * returns the table lines (min–max spread when runs > 1, goals judged on the medians).
 */
export async function validateBench(o: {
  referenceDir: string;
  standardsDir: string | undefined;
  apps: number;
  runs: number;
  timeoutMs: number;
  log: (line: string) => void;
}): Promise<string[]> {
  const file = await ensureValidateFile(o.apps, undefined, o.log);
  const schema = o.standardsDir ? aces42Schema(o.standardsDir) : null;
  if (!o.standardsDir || !schema)
    return [`validate: no ACES 4.2 XSD (set STANDARDS_DIR to the folder of the Auto Care XSDs); not run.`];
  const lint = await hasXmllint();
  if (!lint) o.log('validate: xmllint is not installed (apt-get install libxml2-utils): engine figures only.');
  const engines: ChildResult[] = [];
  const lints: XmllintResult[] = [];
  for (let i = 0; i < o.runs; i++) {
    o.log(`validate ${o.apps.toLocaleString('en-US')} apps, run ${i + 1}/${o.runs}: engine …`);
    const e = await engine(o.referenceDir, o.standardsDir, file, o.timeoutMs);
    engines.push(e);
    o.log(
      `  engine ${e.seconds.toFixed(1)} s, peak RSS ${mb(e.peakRssBytes)} MB, CPU ${e.detail.processCpuSeconds?.toFixed(1)} s ` +
        `(main thread ${e.mainThreadCpuSeconds?.toFixed(1) ?? '?'} s${e.detail.childCpuSeconds ? `, xmllint child ${e.detail.childCpuSeconds.toFixed(1)} s more` : ''}) ` +
        `(reference loaded first in ${e.referenceSeconds.toFixed(1)} s, ${mb(e.referencePeakRssBytes)} MB by then)` +
        validatePhase(e),
    );
    if (lint) {
      const x = await xmllint(schema, file, o.timeoutMs);
      lints.push(x);
      o.log(
        `  xmllint ${x.seconds.toFixed(1)} s, peak RSS ${x.peakRssBytes === null ? '?' : mb(x.peakRssBytes)} MB, CPU ${x.cpuSeconds?.toFixed(1) ?? '?'} s, ${x.valid ? 'valid' : 'INVALID'}`,
      );
    }
  }
  return table(engines, lints, o.apps);
}

/** ", validate phase peak N MB (from M MB)": the peak after the reference was loaded, when measured. */
function validatePhase(e: ChildResult): string {
  const { validatePeakRssBytes: peak, validateStartRssBytes: start } = e.detail;
  return peak === undefined || start === undefined ? '' : `, validate phase peak ${mb(peak)} MB (from ${mb(start)} MB)`;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const spread = (xs: number[], digits = 1): string =>
  xs.length < 2
    ? xs[0]!.toFixed(digits)
    : `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;

function table(engines: ChildResult[], lints: XmllintResult[], apps: number): string[] {
  const e = engines.at(-1)!;
  const eSec = engines.map((r) => r.seconds);
  // Every thread, and the machine's xmllint when the XSD step ran it in its own process (decision 0021).
  const eCpu = engines.map((r) => (r.detail.processCpuSeconds ?? 0) + (r.detail.childCpuSeconds ?? 0));
  // The main thread's share: the checks' critical path, the XSD step's worker running beside it.
  const eMain = engines.map((r) => r.mainThreadCpuSeconds ?? 0);
  const eMb = engines.map((r) => mb(r.peakRssBytes));
  const lines = [
    `validate ${apps >= 1e6 ? `${apps / 1e6}M` : apps.toLocaleString('en-US')} apps (ACES 4.2, ${engines.length} run(s); median (min–max))`,
    `  engine   ${spread(eSec)} s wall, ${spread(eCpu)} s CPU (main thread ${spread(eMain)}), peak RSS ${spread(eMb, 0)} MB` +
      `${e.detail.childCpuSeconds ? ' (XSD by the native xmllint, its CPU included)' : ''}` +
      ` — findings: ${e.detail.duplicates} duplicates, ${e.detail.overlaps} overlaps, ${e.detail.commentConflicts} comment conflicts, ` +
      `XSD ${e.detail.xsdRan ? `${e.detail.xsdErrors} errors` : 'NOT RUN'}`,
  ];
  if (e.detail.validatePeakRssBytes !== undefined)
    lines.push(`  engine   reference loaded: peak ${mb(e.referencePeakRssBytes)} MB${validatePhase(e)}`);
  const memGoal = `≤ ${VALIDATE_GOALS.peakMb} MB ${median(eMb) <= VALIDATE_GOALS.peakMb ? 'met' : 'MISSED'}`;
  if (lints.length === 0) {
    lines.push(`  xmllint  not installed: no ratio. Goals: ≤ ${VALIDATE_GOALS.ratio}× xmllint (not judged); ${memGoal}`);
    return lines;
  }
  const xSec = lints.map((r) => r.seconds);
  const xCpu = lints.flatMap((r) => (r.cpuSeconds === null ? [] : [r.cpuSeconds]));
  const xMb = lints.flatMap((r) => (r.peakRssBytes === null ? [] : [mb(r.peakRssBytes)]));
  lines.push(
    `  xmllint  ${spread(xSec)} s wall, ${xCpu.length ? spread(xCpu) : '?'} s CPU, peak RSS ${xMb.length ? spread(xMb, 0) : '?'} MB` +
      `${lints.every((r) => r.valid) ? '' : ' — the file is NOT schema-valid'}`,
  );
  const ratio = median(eSec) / median(xSec);
  const cpuRatio = xCpu.length ? median(eCpu) / median(xCpu) : null;
  lines.push(
    `  engine/xmllint ${ratio.toFixed(2)}× wall${cpuRatio === null ? '' : `, ${cpuRatio.toFixed(2)}× CPU`}` +
      `   goals: ≤ ${VALIDATE_GOALS.ratio}× xmllint ${ratio <= VALIDATE_GOALS.ratio ? 'met' : 'MISSED'}; ${memGoal}`,
  );
  return lines;
}
