import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { writeAces, type AcesHeaderInput, type WriteAcesResult } from '../aces';
import { openAces, type ReadAcesApp } from '../readers';
import type { AcesApp, Finding } from '../types';
import { csvRow } from '../csv';
import { ADDED, CHANGED, DELETED, type AcesDiff } from './diff-aces';
import { fitmentIdentity, toDiffApp, type DiffApp } from './identity';
import { updateHeader } from './update-header';
import { findingOf, render, say, type MessageLocale } from '../messages';

/**
 * The diff as plain data for JSON (`--json`, the head of changes.json): files, counts, parts and
 * vehicles added and dropped — without the per-app marks and inputs an AcesDiff carries.
 */
export function diffSummary(diff: AcesDiff) {
  return {
    summary: describeChange(diff),
    old: { file: diff.old.file, version: diff.old.version, apps: diff.old.apps },
    new: { file: diff.new.file, version: diff.new.version, apps: diff.new.apps },
    counts: diff.counts,
    partsAdded: diff.partsAdded,
    partsDropped: diff.partsDropped,
    vehiclesNew: diff.vehiclesNew,
    vehiclesDropped: diff.vehiclesDropped,
  };
}

/** True when a receiver's database would not change: nothing added, deleted or changed. */
export function hasNoChanges(diff: Pick<AcesDiff, 'counts'>): boolean {
  return diff.counts.added + diff.counts.deleted + diff.counts.changed === 0;
}

/** "no changes", or what changed in a line ("2 added, 1 deleted, 3 changed"): the head of changes.json. */
export function describeChange(diff: Pick<AcesDiff, 'counts'>): string {
  if (hasNoChanges(diff)) return 'no changes';
  const { added, deleted, changed } = diff.counts;
  return `${added} added, ${deleted} deleted, ${changed} changed`;
}

export interface WriteDeltaOptions {
  /** "Today" for the UPDATE header's TransferDate (default: now). */
  today?: Date;
  /**
   * Language of changes.csv, the file a person opens (column names and the kind of change; IDs,
   * part numbers and ACES names stay as delivered). changes.json is for programs and stays the
   * same in every language. Default English.
   */
  locale?: MessageLocale;
}

export interface DeltaResult {
  dir: string;
  changesJson: string;
  changesCsv: string;
  /**
   * Path of aces-update.xml, or null when there is nothing to send (no changes, or no change a
   * BaseVehicle app can carry) or no valid header could be made (see findings). An UPDATE with no
   * apps is never written.
   */
  updateXml: string | null;
  /** Nothing was added, deleted or changed (changes.json says "no changes"). */
  noChanges: boolean;
  /** Apps written to the UPDATE file. */
  adds: number;
  deletes: number;
  xml: WriteAcesResult | null;
  findings: Finding[];
}

const CSV_COLUMNS = [
  'change',
  'vehicle',
  'attributes',
  'part_type',
  'position',
  'conditions',
  'part',
  'old_app_id',
  'old_line',
  'old_qty',
  'old_mfr_label',
  'new_app_id',
  'new_line',
  'new_qty',
  'new_mfr_label',
] as const;

type ChangeKind = 'added' | 'deleted' | 'changed';

/** changes.csv's header row in `locale`. */
export function changesCsvHeader(locale: MessageLocale = 'en'): string[] {
  return CSV_COLUMNS.map((column) => render(say(`changes.column.${column}`), locale));
}

/** A kind of change as changes.csv writes it in `locale` (changes.json always says the English word). */
export function changeKindWord(kind: ChangeKind, locale: MessageLocale = 'en'): string {
  return render(say(`changes.kind.${kind}`), locale);
}

class TextOut {
  constructor(readonly stream: WriteStream) {}
  async write(s: string): Promise<void> {
    if (!this.stream.write(s)) await once(this.stream, 'drain');
  }
  async close(): Promise<void> {
    this.stream.end();
    await finished(this.stream);
  }
}

/**
 * Writes the net change of a diff to `outDir`: `changes.json` (counts, parts and vehicles added
 * and dropped, and every changed app), `changes.csv` (one row per change, formula-safe), and
 * `aces-update.xml` — an ACES UPDATE whose apps carry action="D" for deleted apps and action="A"
 * for added ones; a changed app is a D of the old app plus an A of the new. Both inputs are read
 * once more, streaming. Apps whose vehicle is not a BaseVehicle cannot be written by the ACES
 * writer: they are in the JSON and CSV, and left out of the XML with a finding. With no change at
 * all — or none the XML can carry — no aces-update.xml is written: an UPDATE without apps tells a
 * receiver nothing.
 */
export async function writeDelta(
  diff: AcesDiff,
  outDir: string,
  header: Partial<AcesHeaderInput> = {},
  options: WriteDeltaOptions = {},
): Promise<DeltaResult> {
  await mkdir(outDir, { recursive: true });
  const files = {
    json: path.join(outDir, 'changes.json'),
    csv: path.join(outDir, 'changes.csv'),
    xml: path.join(outDir, 'aces-update.xml'),
  };
  const findings: Finding[] = [];
  const json = new TextOut(createWriteStream(files.json));
  const csv = new TextOut(createWriteStream(files.csv));
  const locale = options.locale ?? 'en';
  const kindWord = { added: changeKindWord('added', locale), deleted: changeKindWord('deleted', locale), changed: changeKindWord('changed', locale) };
  // The BOM makes Excel read a translated file as UTF-8 (umlauts, accents in its column names); the
  // English file keeps the bytes it always had.
  await csv.write(`${locale === 'en' ? '' : '\uFEFF'}${csvRow(changesCsvHeader(locale))}`);
  const meta = diffSummary(diff);
  await json.write(`${JSON.stringify(meta, null, 2).replace(/\n}$/, '')},\n  "changes": [`);
  let firstChange = true;
  const change = async (
    kind: ChangeKind,
    o: DiffApp | null,
    n: DiffApp | null,
  ): Promise<void> => {
    const record = { change: kind, ...(o ? { old: o } : {}), ...(n ? { new: n } : {}) };
    await json.write(`${firstChange ? '' : ','}\n    ${JSON.stringify(record)}`);
    firstChange = false;
    const a = (n ?? o)!;
    await csv.write(
      csvRow([
        kindWord[kind],
        a.vehicle,
        a.attributes,
        a.partTypeId,
        a.positionId,
        a.conditions,
        a.part,
        o?.id,
        o?.line,
        o?.qty,
        o?.mfrLabel,
        n?.id,
        n?.line,
        n?.qty,
        n?.mfrLabel,
      ]),
    );
  };

  let seq = 0;
  let adds = 0;
  let deletes = 0;
  let unwritable = 0;
  const asUpdateApp = (app: ReadAcesApp, action: 'A' | 'D'): AcesApp | null => {
    if (app.baseVehicleId === undefined) {
      unwritable++;
      return null;
    }
    if (action === 'A') adds++;
    else deletes++;
    return { ...app, baseVehicleId: app.baseVehicleId, id: ++seq, row: app.line, action };
  };

  async function* updateApps(): AsyncGenerator<AcesApp> {
    const changedOld = new Map<string, DiffApp>();
    for await (const batch of openAces(diff.old.input).batches()) {
      for (const app of batch) {
        const mark = diff.oldMarks[app.ordinal] ?? 0;
        if (mark === 0 || app.action === 'D') continue;
        if (mark === DELETED) await change('deleted', toDiffApp(app), null);
        else if (mark === CHANGED) changedOld.set(fitmentIdentity(app), toDiffApp(app));
        const out = asUpdateApp(app, 'D');
        if (out) yield out;
      }
    }
    for await (const batch of openAces(diff.new.input).batches()) {
      for (const app of batch) {
        const mark = diff.newMarks[app.ordinal] ?? 0;
        if (mark === 0 || app.action === 'D') continue;
        if (mark === ADDED) await change('added', null, toDiffApp(app));
        else await change('changed', changedOld.get(fitmentIdentity(app)) ?? null, toDiffApp(app));
        const out = asUpdateApp(app, 'A');
        if (out) yield out;
      }
    }
  }

  const noChanges = hasNoChanges(diff);
  const made = updateHeader(diff.new.header, header, options.today);
  let xml: WriteAcesResult | null = null;
  if (noChanges) {
    findings.push(findingOf('DELTA_NO_CHANGES', 'info', say('DELTA_NO_CHANGES')));
  } else if (made.ok) {
    const version = diff.new.version?.startsWith('5') ? '5.0' : '4.2';
    xml = await writeAces(updateApps(), made.header, createWriteStream(files.xml), { version });
  } else {
    findings.push(...made.findings);
  }
  // The JSON and CSV list every change whether or not the XML could be written.
  if (!xml && !noChanges) for await (const _ of updateApps());
  await json.write('\n  ]\n}\n');
  await Promise.all([json.close(), csv.close()]);
  if (unwritable)
    findings.push(findingOf('DELTA_APP_NOT_WRITABLE', 'warning', say('DELTA_APP_NOT_WRITABLE', { n: unwritable })));
  if (xml && xml.apps === 0) {
    await rm(files.xml, { force: true });
    xml = null;
  }
  return {
    dir: outDir,
    changesJson: files.json,
    changesCsv: files.csv,
    updateXml: xml ? files.xml : null,
    noChanges,
    adds,
    deletes,
    xml,
    findings,
  };
}
