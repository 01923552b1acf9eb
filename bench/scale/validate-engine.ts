/**
 * The engine side of the validate bench, in its own process: what `partsmith validate <file>
 * --reference <dir>` runs (bin/commands/validate.ts) — the reference loaded with `loadReference`,
 * then `assessFile` with the standards folder and the summary text — and prints one JSON line
 * (see measure.ts). The clock starts after the reference is loaded, as in engine.ts.
 *
 *   STANDARDS_DIR=<xsd dir> npx tsx bench/scale/validate-engine.ts <reference dir> <file.xml>
 */
import { formatAssessSummary } from '../../bin/assess/summary-text';
import { assessFile } from '../../lib/catalog/assess';
import { loadReference } from '../../lib/catalog/reference';
import { readFileSync, writeFileSync } from 'node:fs';
import { peakRss, report, startClock } from './measure';

/** Resets the process's peak RSS to its current RSS (Linux ≥ 4.0); false where it cannot. */
function resetPeakRss(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

const [referenceDir, input] = process.argv.slice(2);
const standardsDir = process.env.STANDARDS_DIR?.trim() || null;
if (!referenceDir || !input) {
  console.error('usage: STANDARDS_DIR=<xsd dir> npx tsx bench/scale/validate-engine.ts <reference dir> <file.xml>');
  process.exit(2);
}

const loading = startClock();
const { reference } = await loadReference(referenceDir, { source: 'bench: synthetic scale delivery' });
const referenceSeconds = loading().seconds;
const referencePeakRssBytes = peakRss();
// The validate phase's own peak: the kernel's high-water mark is reset to the current RSS once the
// reference is loaded, so what validating adds shows apart from the reference's load peak.
const validateStartRssBytes = process.memoryUsage().rss;
const phasePeak = resetPeakRss();

/**
 * CPU seconds of this process's waited-for children (/proc/self/stat cutime + cstime, in clock ticks
 * of 1/100 s): the machine's xmllint, when the XSD step runs it (decision 0021). null off Linux.
 */
function childrenCpuSeconds(): number | null {
  try {
    // Fields after the command name's closing parenthesis; cutime and cstime are the 16th and 17th.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

const childrenBefore = childrenCpuSeconds();
const cpuBefore = process.cpuUsage();
const clock = startClock();
const result = await assessFile(input, { reference, standardsDir });
const summary = formatAssessSummary(result);
const { seconds, cpu } = clock();
const used = process.cpuUsage(cpuBefore);
const childrenAfter = childrenCpuSeconds();
// The summary's last line ("n error(s), …") on stderr: a glance that the checks found their work.
console.error(summary.trim().split('\n').at(-1));
const count = (code: string): number => result.checks[code] ?? 0;
report({
  seconds,
  referenceSeconds,
  rows: result.apps ?? 0,
  apps: result.apps ?? 0,
  items: 0,
  notConverted: 0,
  peakRssBytes: Math.max(referencePeakRssBytes, peakRss()),
  referencePeakRssBytes,
  mainThreadCpuSeconds: cpu,
  sha256: null,
  detail: {
    // All threads (the XSD step runs libxml2 in a worker), for comparison with xmllint's user + sys.
    processCpuSeconds: (used.user + used.system) / 1e6,
    // The native xmllint's own CPU, in its own process (0 when the WASM build ran in a worker).
    ...(childrenBefore !== null && childrenAfter !== null ? { childCpuSeconds: childrenAfter - childrenBefore } : {}),
    xsdRan: result.xsd.ran ? 1 : 0,
    xsdErrors: result.xsd.errorCount,
    duplicates: count('APP_DUPLICATE'),
    overlaps: count('APP_OVERLAP'),
    commentConflicts: count('APP_COMMENT_CONFLICT'),
    findingsListed: result.findings.length,
    ...(phasePeak ? { validateStartRssBytes, validatePeakRssBytes: peakRss() } : {}),
  },
});
