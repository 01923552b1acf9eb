import {
  describeVehicle,
  openAces,
  vehicleIdentity,
  type AcesFileHeader,
  type ReadAcesApp,
  type XmlInput,
} from '../readers';
import { FindingLog } from '../report';
import type { Finding } from '../types';
import { fitmentIdentity, payloadHash, toDiffApp, type DiffApp } from './identity';
import { findingOf, say } from '../messages';

/** Flags per app ordinal: which apps of each file the delta needs. */
export const DELETED = 1;
export const ADDED = 1;
export const CHANGED = 2;

export interface DiffSide {
  file: string;
  input: XmlInput;
  version: string | null;
  header: AcesFileHeader | null;
  /** `<App>` elements in the file. */
  apps: number;
  /** Apps compared (usable, action A, first of identical repeats). */
  compared: number;
}

export interface DiffCounts {
  added: number;
  deleted: number;
  changed: number;
  unchanged: number;
  partsAdded: number;
  partsDropped: number;
  vehiclesNew: number;
  vehiclesDropped: number;
  /** Identical apps repeated within a file (compared once). */
  repeatedOld: number;
  repeatedNew: number;
}

export interface DiffChange {
  old: DiffApp;
  new: DiffApp;
}

export interface AcesDiff {
  old: DiffSide;
  new: DiffSide;
  counts: DiffCounts;
  /** The first `maxListed` apps of each kind; all of them are in what `writeDelta` writes. */
  added: DiffApp[];
  deleted: DiffApp[];
  changed: DiffChange[];
  partsAdded: string[];
  partsDropped: string[];
  /** Vehicles (BaseVehicle, or Years + Make + Model, …) that only the new / only the old file names. */
  vehiclesNew: string[];
  vehiclesDropped: string[];
  findings: Finding[];
  /** Per old app ordinal: DELETED or CHANGED (0: nothing to send). */
  oldMarks: Uint8Array;
  /** Per new app ordinal: ADDED or CHANGED. */
  newMarks: Uint8Array;
}

export interface DiffOptions {
  /** Apps listed per kind in the result (default 1000). */
  maxListed?: number;
}

class Growable {
  data = new Uint8Array(1024);
  set(i: number, v: number): void {
    if (i >= this.data.length) {
      const next = new Uint8Array(Math.max(i + 1, this.data.length * 2));
      next.set(this.data);
      this.data = next;
    }
    this.data[i] = v;
  }
  get(i: number): number {
    return this.data[i] ?? 0;
  }
  trimmed(n: number): Uint8Array {
    return this.data.slice(0, n);
  }
}

/**
 * Compares two ACES deliveries of one brand by fitment: vehicle + attributes + qualifiers + notes +
 * part type + position + part. Same fitment and part with another Qty or MfrLabel is a change; a
 * fitment only in the new file is added, only in the old one deleted. Both files are streamed; the
 * old one is held as one key and one 32-bit fingerprint per app, so a million apps take a few
 * hundred MB. Apps marked action="D" in the inputs and unusable apps are not compared.
 */
export async function diffAces(
  oldInput: XmlInput,
  newInput: XmlInput,
  options: DiffOptions = {},
): Promise<AcesDiff> {
  const maxListed = options.maxListed ?? 1000;
  const log = new FindingLog(200);
  const report = (f: Finding): void => log.add(f);

  // Pass 1: the old file into a map of identity → ordinal.
  const oldIndex = new Map<string, number>();
  const oldPayload: number[] = [];
  const oldParts = new Set<string>();
  const oldVehicles = new Map<string, string>();
  let repeatedOld = 0;
  const oldReader = openAces(oldInput, { onFinding: report });
  for await (const batch of oldReader.batches()) {
    for (const app of batch) {
      if (app.action === 'D') continue;
      const id = fitmentIdentity(app);
      if (oldIndex.has(id)) {
        repeatedOld++;
        continue;
      }
      oldIndex.set(id, app.ordinal);
      oldPayload[app.ordinal] = payloadHash(app);
      oldParts.add(app.part.toUpperCase());
      noteVehicle(oldVehicles, app);
    }
  }
  const oldSummary = oldReader.summary();

  // Pass 2: the new file against it.
  const oldMarks = new Growable();
  const matched = new Growable();
  const newMarks = new Growable();
  const addedSeen = new Set<string>();
  const newParts = new Set<string>();
  const newVehicles = new Map<string, string>();
  const added: DiffApp[] = [];
  const changedNew = new Map<number, DiffApp>();
  let repeatedNew = 0;
  let unchanged = 0;
  let changed = 0;
  let compared = 0;
  const newReader = openAces(newInput, { onFinding: report });
  for await (const batch of newReader.batches()) {
    for (const app of batch) {
      if (app.action === 'D') continue;
      newParts.add(app.part.toUpperCase());
      noteVehicle(newVehicles, app);
      const id = fitmentIdentity(app);
      const o = oldIndex.get(id);
      if (o === undefined) {
        if (addedSeen.has(id)) {
          repeatedNew++;
          continue;
        }
        addedSeen.add(id);
        newMarks.set(app.ordinal, ADDED);
        if (added.length < maxListed) added.push(toDiffApp(app));
      } else if (matched.get(o)) {
        repeatedNew++;
        continue;
      } else {
        matched.set(o, 1);
        if (oldPayload[o] === payloadHash(app)) unchanged++;
        else {
          changed++;
          oldMarks.set(o, CHANGED);
          newMarks.set(app.ordinal, CHANGED);
          if (changedNew.size < maxListed) changedNew.set(o, toDiffApp(app));
        }
      }
      compared++;
    }
  }
  const newSummary = newReader.summary();

  let deletedCount = 0;
  for (const o of oldIndex.values()) {
    if (!matched.get(o)) {
      oldMarks.set(o, DELETED);
      deletedCount++;
    }
  }
  oldIndex.clear();

  // Pass 3 (only when needed): the old side of the listed deletes and changes.
  const deleted: DiffApp[] = [];
  const changedList: DiffChange[] = [];
  if (maxListed > 0 && (deletedCount > 0 || changedNew.size > 0)) {
    for await (const app of openAces(oldInput)) {
      const mark = oldMarks.get(app.ordinal);
      if (mark === DELETED && deleted.length < maxListed) deleted.push(toDiffApp(app));
      const n = mark === CHANGED ? changedNew.get(app.ordinal) : undefined;
      if (n) changedList.push({ old: toDiffApp(app), new: n });
      if (deleted.length >= Math.min(maxListed, deletedCount) && changedList.length >= changedNew.size) break;
    }
  }

  const partsAdded = [...newParts].filter((p) => !oldParts.has(p)).sort();
  const partsDropped = [...oldParts].filter((p) => !newParts.has(p)).sort();
  const vehiclesNew = [...newVehicles].filter(([k]) => !oldVehicles.has(k)).map(([, label]) => label);
  const vehiclesDropped = [...oldVehicles].filter(([k]) => !newVehicles.has(k)).map(([, label]) => label);

  if (repeatedOld || repeatedNew)
    report(
      findingOf(
        'DIFF_REPEATED_APPS',
        'info',
        say('DIFF_REPEATED_APPS', { old: String(repeatedOld), oldFile: oldSummary.file, new: String(repeatedNew), newFile: newSummary.file }),
      ),
    );
  const oldBrand = oldSummary.header?.brandAaiaId;
  const newBrand = newSummary.header?.brandAaiaId;
  if (oldBrand && newBrand && oldBrand !== newBrand)
    report(findingOf('DIFF_BRAND_MISMATCH', 'warning', say('DIFF_BRAND_MISMATCH', { old: oldBrand, new: newBrand })));

  const side = (input: XmlInput, s: typeof oldSummary, n: number): DiffSide => ({
    file: s.file,
    input,
    version: s.version,
    header: s.header,
    apps: s.apps,
    compared: n,
  });
  return {
    old: side(oldInput, oldSummary, unchanged + changed + deletedCount),
    new: side(newInput, newSummary, compared),
    counts: {
      added: compared - unchanged - changed,
      deleted: deletedCount,
      changed,
      unchanged,
      partsAdded: partsAdded.length,
      partsDropped: partsDropped.length,
      vehiclesNew: vehiclesNew.length,
      vehiclesDropped: vehiclesDropped.length,
      repeatedOld,
      repeatedNew,
    },
    added,
    deleted,
    changed: changedList,
    partsAdded,
    partsDropped,
    vehiclesNew,
    vehiclesDropped,
    findings: log.result().findings,
    oldMarks: oldMarks.trimmed(oldSummary.apps),
    newMarks: newMarks.trimmed(newSummary.apps),
  };
}

function noteVehicle(map: Map<string, string>, app: ReadAcesApp): void {
  const key = vehicleIdentity(app);
  if (!map.has(key)) map.set(key, describeVehicle(app));
}
