import os from 'node:os';
import {
  closeDb,
  getDb,
  importReferenceRelease,
  latestReadyRelease,
  listReferenceReleases,
  releaseRowCount,
  type ReferenceRelease,
} from '@/lib/db';
import { EXIT, UsageError, formatCount, parseCommandLine, type CliIo, type Command } from './command';

const USAGE = `Usage:
  partsmith reference import <folder|zip> [--source <text>]
  partsmith reference list

Loads licensed Auto Care reference data (VCdb, PCdb) from an ASCII delivery — a folder or zip of
pipe-delimited tables with a header row, names with or without a YYYYMMDD_ prefix — into this
installation's database (the embedded one, or DATABASE_URL) as a new release that keeps its source,
version date and SHA-256, so work done with it can say which release it used.

  import   Streams every table the engine uses into the database in one transaction. The same
           delivery (same SHA-256) is imported once; importing it again does nothing. A delivery
           with a malformed row or a missing column is refused whole (exit 1): the release in use
           stays as it was, and the attempt is listed as failed.
  list     Every release, newest first; * marks the one used by default: the latest ready one,
           where a licensed release always wins over demo data.

Options:
  --source <text>   what the release is, e.g. "Auto Care VCdb 2026-01" (default: the delivery's path)
  -h, --help        show this help

Example: partsmith reference import ./vcdb-2026-01.zip --source "Auto Care VCdb 2026-01"`;

const OPTIONS = {
  source: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Who ran the import, for the release row: the operator's account on this machine. */
function operator(): string {
  try {
    return `cli: ${os.userInfo().username}@${os.hostname()}`;
  } catch {
    return `cli: ${os.hostname()}`;
  }
}

function versionLabel(release: ReferenceRelease): string {
  return `${release.versionDate ?? 'unknown'}${release.demo ? ' (demo data: made-up IDs, not Auto Care data)' : ''}`;
}

function printRows(io: CliIo, rows: Record<string, number>): void {
  const width = Math.max(12, ...Object.keys(rows).map((t) => t.length));
  const entries = Object.entries(rows).sort(([a], [b]) => a.localeCompare(b));
  for (const [table, n] of entries) io.out(`  ${table.padEnd(width)}  ${formatCount(n).padStart(10)}`);
}

async function runImport(io: CliIo, delivery: string, source: string | undefined): Promise<number> {
  const db = await getDb();
  try {
    const started = performance.now();
    const outcome = await importReferenceRelease(db, delivery, {
      source,
      importedBy: operator(),
      onProgress: (table, rows) => io.progress?.(`importing ${table}: ${formatCount(rows)} rows`),
    });
    io.progress?.('');
    const seconds = (performance.now() - started) / 1000;
    if (!outcome.ok) {
      io.err(`partsmith reference: cannot import ${delivery}: ${outcome.message}`);
      const current = await latestReadyRelease(db);
      io.err(
        current
          ? `Nothing was changed: release ${current.id} (${current.source}) stays in use.`
          : 'Nothing was imported.',
      );
      return EXIT.failed;
    }
    const { release } = outcome;
    if (outcome.skipped) {
      io.out(`Already imported as release ${release.id} (${release.source}, version ${versionLabel(release)}): nothing to do.`);
      return EXIT.ok;
    }
    io.out(`Imported reference release ${release.id}`);
    io.out(`  source        ${release.source}`);
    io.out(`  version date  ${versionLabel(release)}`);
    io.out(`  sha256        ${release.sha256}`);
    io.out('Rows per table:');
    printRows(io, outcome.rows);
    const total = releaseRowCount(release);
    io.out(`${formatCount(total)} rows in ${seconds.toFixed(1)} s (${formatCount(Math.round(total / Math.max(seconds, 0.001)))} rows/s)`);
    if (outcome.ignoredTables.length) io.out(`Not stored (the engine does not use them): ${outcome.ignoredTables.join(', ')}`);
    for (const finding of outcome.findings) io.err(`warning: ${finding.message}`);
    return EXIT.ok;
  } finally {
    await closeDb();
  }
}

async function runList(io: CliIo): Promise<number> {
  const db = await getDb();
  try {
    const releases = await listReferenceReleases(db);
    if (releases.length === 0) {
      io.out('No reference release imported yet: partsmith reference import <folder|zip>.');
      return EXIT.ok;
    }
    const inUse = (await latestReadyRelease(db))?.id;
    const header = ['', 'id', 'status', 'version', 'demo', 'rows', 'imported (UTC)', 'source'];
    const lines = releases.map((r) => [
      r.id === inUse ? '*' : '',
      String(r.id),
      r.status,
      r.versionDate ?? '-',
      r.demo ? 'demo' : '',
      formatCount(releaseRowCount(r)),
      r.importedAt.toISOString().slice(0, 16).replace('T', ' '),
      r.status === 'failed' && r.error ? `${r.source} — ${r.error}` : r.source,
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
    const format = (cells: string[]) =>
      cells
        .map((cell, i) => (i === cells.length - 1 ? cell : i === 1 || i === 5 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
        .join('  ')
        .trimEnd();
    io.out(format(header));
    for (const line of lines) io.out(format(line));
    return EXIT.ok;
  } finally {
    await closeDb();
  }
}

export const referenceCommand: Command = {
  name: 'reference',
  summary: 'import licensed VCdb/PCdb deliveries into the database; list releases',
  usage: USAGE,
  async run(args, io) {
    const { values, positionals } = parseCommandLine(args, OPTIONS);
    if (values.help) {
      io.out(USAGE);
      return EXIT.ok;
    }
    const [action, delivery, ...extra] = positionals;
    if (action === 'import') {
      if (!delivery) throw new UsageError('Name the delivery: a folder or zip, e.g. partsmith reference import ./vcdb-2026-01.zip.');
      if (extra.length) throw new UsageError(`Unexpected argument "${extra[0]}".`);
      return runImport(io, delivery, values.source);
    }
    if (action === 'list') {
      if (delivery !== undefined) throw new UsageError(`Unexpected argument "${delivery}".`);
      if (values.source !== undefined) throw new UsageError('--source belongs to reference import.');
      return runList(io);
    }
    throw new UsageError(action ? `Unknown reference action "${action}".` : 'Say what to do: import or list.');
  },
};
