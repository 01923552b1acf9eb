import os from 'node:os';
import { asService, closeDb, getDb, refusalSaid, type Db } from '@/lib/db';
import { adoptIfOnDemo, adoptReferenceRelease, currentReferenceOf, getReferenceRelease, importReferenceRelease, listReferenceReleases, type ReferenceRelease, releaseRowCount } from '@/lib/data/reference';
import { getWorkspaceBySlug } from '@/lib/data/workspaces';
import { serverConfig } from '@/lib/config';
import { findingMessage, say, type MessageLocale, type Said } from '@/lib/catalog/messages';
import { render } from '../texts';
import { EXIT, commandHelp, commandLineLocale, cliLocale, formatCount, parseCommandLine, unexpectedArgument, usageError, type CliIo, type Command } from './command';

const OPTIONS = {
  source: { type: 'string' },
  workspace: { type: 'string' },
  shared: { type: 'boolean' },
  'make-current': { type: 'boolean' },
  lang: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Where a release goes or which releases to show: one workspace, the shared ones, or (list only) all. */
type Owner = { kind: 'workspace'; id: string; slug: string } | { kind: 'shared' } | { kind: 'all' };

async function resolveOwner(db: Db, values: { workspace?: string; shared?: boolean }, required: boolean): Promise<Owner | { error: Said }> {
  if (values.workspace !== undefined && values.shared) throw usageError(say('cli.reference.bothOwners'));
  if (values.shared) return { kind: 'shared' };
  if (values.workspace === undefined) {
    if (required) throw usageError(say('cli.reference.whose'));
    return { kind: 'all' };
  }
  const slug = values.workspace;
  const workspace = await asService((tx) => getWorkspaceBySlug(tx, slug), db);
  return workspace ? { kind: 'workspace', id: workspace.id, slug } : { error: say('cli.reference.noWorkspace', { slug }) };
}

/** Who ran the import, for the release row: the operator's account on this machine. */
function operator(): string {
  try {
    return `cli: ${os.userInfo().username}@${os.hostname()}`;
  } catch {
    return `cli: ${os.hostname()}`;
  }
}

function versionLabel(release: ReferenceRelease, locale: MessageLocale): string {
  const t = (id: string) => render(say(id), locale);
  return `${release.versionDate ?? t('cli.reference.versionUnknown')}${release.demo ? t('cli.reference.demoNote') : ''}`;
}

function printRows(io: CliIo, rows: Record<string, number>): void {
  const width = Math.max(12, ...Object.keys(rows).map((t) => t.length));
  const entries = Object.entries(rows).sort(([a], [b]) => a.localeCompare(b));
  for (const [table, n] of entries) io.out(`  ${table.padEnd(width)}  ${formatCount(n).padStart(10)}`);
}

interface ImportSettings {
  source: string | undefined;
  makeCurrent: boolean;
}

async function runImport(
  io: CliIo,
  delivery: string,
  values: { workspace?: string; shared?: boolean },
  settings: ImportSettings,
  locale: MessageLocale,
): Promise<number> {
  const t = (id: string, params?: Parameters<typeof say>[1]) => render(say(id, params), locale);
  const db = await getDb(serverConfig(io.env));
  try {
    const owner = await resolveOwner(db, values, true);
    if ('error' in owner) {
      io.err(`partsmith reference: ${render(owner.error, locale)}`);
      return EXIT.failed;
    }
    const workspaceId = owner.kind === 'workspace' ? owner.id : null;
    const started = performance.now();
    const outcome = await importReferenceRelease(db, delivery, {
      source: settings.source,
      importedBy: operator(),
      workspaceId,
      onProgress: (table, rows) => io.progress?.(`importing ${table}: ${formatCount(rows)} rows`),
    });
    io.progress?.('');
    const seconds = (performance.now() - started) / 1000;
    if (!outcome.ok) {
      const why = outcome.findings[0] ? findingMessage(outcome.findings[0], locale) : outcome.message;
      io.err(t('cli.reference.cannotImport', { delivery, message: why }));
      io.err(t('cli.reference.nothingImported'));
      return EXIT.failed;
    }
    const { release } = outcome;
    if (outcome.skipped) {
      io.out(t('cli.reference.alreadyImported', { id: String(release.id), source: release.source, version: versionLabel(release, locale) }));
      if (owner.kind === 'workspace') await reportCurrent(io, db, owner, release, settings.makeCurrent, locale);
      return EXIT.ok;
    }
    io.out(t('cli.reference.imported', { id: String(release.id) }));
    const labels = ['source', 'versionDate', 'sha256'].map((l) => t(`cli.reference.label.${l}`));
    const width = Math.max(12, ...labels.map((l) => l.length));
    [release.source, versionLabel(release, locale), release.sha256].forEach((value, i) => io.out(`  ${labels[i]!.padEnd(width)}  ${value}`));
    io.out(t('cli.reference.rowsPerTable'));
    printRows(io, outcome.rows);
    const total = releaseRowCount(release);
    // English keeps its one decimal as it always printed it; other languages write their decimal comma.
    const shown = locale === 'en' ? seconds.toFixed(1) : seconds.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    io.out(t('cli.reference.rowsTotal', { rows: total, seconds: shown, rate: Math.round(total / Math.max(seconds, 0.001)) }));
    if (outcome.ignoredTables.length) io.out(t('cli.reference.notStored', { tables: outcome.ignoredTables.join(', ') }));
    for (const finding of outcome.findings) io.err(t('cli.reference.warning', { message: findingMessage(finding, locale) }));
    if (owner.kind === 'workspace') await reportCurrent(io, db, owner, release, settings.makeCurrent, locale);
    else io.out(t('cli.reference.shared'));
    return EXIT.ok;
  } finally {
    await closeDb();
  }
}

/**
 * After an import into a workspace: a workspace still on the demo set starts using the release (the
 * demo set is never what a licensed customer wants); one that chose a release keeps it unless
 * --make-current — a new delivery is checked first, by re-running a conversion against it.
 */
async function reportCurrent(
  io: CliIo,
  db: Db,
  owner: { id: string; slug: string },
  release: ReferenceRelease,
  makeCurrent: boolean,
  locale: MessageLocale,
): Promise<void> {
  const t = (said: Said) => render(said, locale);
  const ids = { slug: owner.slug, id: String(release.id) };
  const current = await asService((tx) => currentReferenceOf(tx, owner.id), db);
  if (current?.release?.id === release.id) {
    io.out(t(say('cli.reference.alreadyCurrent', ids)));
    return;
  }
  const adopted = makeCurrent
    ? (await asService((tx) => adoptReferenceRelease(tx, owner.id, release.id), db)).ok
    : await asService((tx) => adoptIfOnDemo(tx, owner.id, release.id), db);
  if (adopted) {
    io.out(t(say('cli.reference.nowUses', ids)));
    return;
  }
  const chosen = !current
    ? say('cli.reference.currentChosen')
    : current.release
      ? say('cli.reference.currentRelease', { id: String(current.release.id), source: current.release.source })
      : say('cli.reference.currentDemo');
  io.out(t(say('cli.reference.stillConverts', { ...ids, current: chosen })));
}

async function runUse(io: CliIo, target: string, values: { workspace?: string; shared?: boolean }, locale: MessageLocale): Promise<number> {
  const releaseId = target === 'demo' ? null : /^\d+$/.test(target) ? Number(target) : undefined;
  if (releaseId === undefined) throw usageError(say('cli.reference.releaseId', { target }));
  if (values.shared) throw usageError(say('cli.reference.useOneWorkspace'));
  const db = await getDb(serverConfig(io.env));
  try {
    const owner = await resolveOwner(db, values, true);
    if ('error' in owner) {
      io.err(`partsmith reference: ${render(owner.error, locale)}`);
      return EXIT.failed;
    }
    if (owner.kind !== 'workspace') throw usageError(say('cli.reference.useOneWorkspace'));
    if (releaseId !== null) {
      const release = await asService((tx) => getReferenceRelease(tx, releaseId), db);
      if (!release || release.status !== 'ready' || (release.workspaceId !== null && release.workspaceId !== owner.id)) {
        io.err(`partsmith reference: ${render(say('cli.reference.notReady', { id: String(releaseId), slug: owner.slug }), locale)}`);
        return EXIT.failed;
      }
    }
    const adopted = await asService((tx) => adoptReferenceRelease(tx, owner.id, releaseId), db);
    if (!adopted.ok) {
      io.err(`partsmith reference: ${render(refusalSaid(adopted), locale)}`);
      return EXIT.failed;
    }
    const current = await asService((tx) => currentReferenceOf(tx, owner.id), db);
    const chosen = current?.release
      ? say('cli.reference.currentRelease', { id: String(current.release.id), source: current.release.source })
      : current
        ? say('cli.reference.usedDemo')
        : say('cli.reference.usedRelease', { id: String(releaseId) });
    io.out(render(say('cli.reference.used', { slug: owner.slug, current: chosen }), locale));
    return EXIT.ok;
  } finally {
    await closeDb();
  }
}

async function runList(io: CliIo, values: { workspace?: string; shared?: boolean }, locale: MessageLocale): Promise<number> {
  const db = await getDb(serverConfig(io.env));
  try {
    const owner = await resolveOwner(db, values, false);
    if ('error' in owner) {
      io.err(`partsmith reference: ${render(owner.error, locale)}`);
      return EXIT.failed;
    }
    const scope = owner.kind === 'workspace' ? { workspaceId: owner.id } : owner.kind === 'shared' ? { workspaceId: null } : {};
    const releases = await listReferenceReleases(db, scope);
    if (releases.length === 0) {
      io.out(render(say('cli.reference.noneImported'), locale));
      return EXIT.ok;
    }
    const current = owner.kind === 'workspace' ? await asService((tx) => currentReferenceOf(tx, owner.id), db) : null;
    if (current && !current.release) io.out(render(say('cli.reference.onDemo', { slug: owner.kind === 'workspace' ? owner.slug : '' }), locale));
    const header = ['', 'id', 'status', 'version', 'demo', 'owner', 'rows', 'imported (UTC)', 'source'];
    const lines = releases.map((r) => [
      r.id === current?.release?.id ? '*' : '',
      String(r.id),
      r.status,
      r.versionDate ?? '-',
      r.demo ? 'demo' : '',
      r.workspaceId === null ? 'shared' : owner.kind === 'workspace' ? owner.slug : r.workspaceId.slice(0, 8),
      formatCount(releaseRowCount(r)),
      r.importedAt.toISOString().slice(0, 16).replace('T', ' '),
      r.status === 'failed' && r.error ? `${r.source} — ${r.error}` : r.source,
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
    const format = (cells: string[]) =>
      cells
        .map((cell, i) => (i === cells.length - 1 ? cell : i === 1 || i === 6 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
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
  helpParams: { rerunPath: '/api/v1/jobs/{id}/rerun' },
  async run(args, io) {
    const { values, positionals } = parseCommandLine(args, OPTIONS);
    if (values.help) {
      io.out(commandHelp(referenceCommand, commandLineLocale(args, io.env)));
      return EXIT.ok;
    }
    const [action, delivery, ...extra] = positionals;
    const owner = { ...(values.workspace !== undefined ? { workspace: values.workspace } : {}), ...(values.shared ? { shared: true } : {}) };
    const locale = cliLocale(values.lang, io.env);
    if (action === 'import') {
      if (!delivery) throw usageError(say('cli.reference.nameDelivery'));
      if (extra.length) throw unexpectedArgument(extra[0]!);
      if (values.shared && values['make-current']) throw usageError(say('cli.reference.makeCurrentShared'));
      return runImport(io, delivery, owner, { source: values.source, makeCurrent: values['make-current'] ?? false }, locale);
    }
    if (values.source !== undefined) throw usageError(say('cli.reference.importOnly', { option: '--source' }));
    if (values['make-current']) throw usageError(say('cli.reference.importOnly', { option: '--make-current' }));
    if (action === 'list') {
      if (delivery !== undefined) throw unexpectedArgument(delivery);
      return runList(io, owner, locale);
    }
    if (action === 'use') {
      if (!delivery) throw usageError(say('cli.reference.nameRelease'));
      if (extra.length) throw unexpectedArgument(extra[0]!);
      return runUse(io, delivery, owner, locale);
    }
    throw usageError(action ? say('cli.reference.unknownAction', { action }) : say('cli.reference.sayWhat'));
  },
};
