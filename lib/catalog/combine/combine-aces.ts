import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { writeAces, type AcesHeaderInput, type AcesVersion, type WriteAcesResult } from '../aces';
import { headerFrom, headerInputOf } from '../diff';
import { FitmentDeduper } from '../normalize';
import { openAces, xmlInputName, type AcesFileHeader, type ReadAcesApp, type XmlInput } from '../readers';
import type { AcesApp, Finding } from '../types';
import { headerDifferences } from './header-differences';
import { findingOf, say } from '../messages';

export interface CombineAcesOptions {
  /** ACES version of the combined file (default 4.2); every input should be written in it. */
  version?: AcesVersion;
  /** Header fields that replace the first file's (e.g. a DocumentTitle naming the batch). */
  header?: Partial<AcesHeaderInput>;
}

export type CombineAcesResult =
  | {
      ok: true;
      /** False when no input had an app: no file is written, since an empty delivery says nothing. */
      written: boolean;
      apps: number;
      /** Apps identical to one of an earlier file (same fitment, qty and label): written once. */
      repeated: number;
      write: WriteAcesResult | null;
      findings: Finding[];
    }
  | { ok: false; findings: Finding[] };

/**
 * One FULL ACES document from several of the same brand (a batch's files): the first file's
 * header (with `options.header` on top), then every app of every file in order, renumbered from 1,
 * an app identical to one already written left out (`COMBINE_APP_REPEATED`). Apps that differ —
 * another part for the same fitment — are all kept: whether they overlap is the assessment's to
 * say, as for any file. Streams; the repeat check costs 16–32 MB per million apps. With no app in
 * any input nothing is written (`written: false`) and `outPath` does not exist afterwards.
 */
export async function combineAcesFiles(inputs: readonly XmlInput[], outPath: string, options: CombineAcesOptions = {}): Promise<CombineAcesResult> {
  const findings: Finding[] = [];
  const headers: (AcesFileHeader | null)[] = [];
  for (const input of inputs) headers.push(await headerOf(input));
  const first = headers[0] ?? null;
  const made = headerFrom(
    { ...headerInputOf(first), submissionType: 'FULL' },
    options.header ?? {},
    'COMBINE_HEADER_INVALID',
  );
  if (!made.ok) return made;
  findings.push(...headerDifferences(inputs.map(xmlInputName), headers.map(acesHeaderFacts)));

  const deduper = new FitmentDeduper();
  let seq = 0;
  let repeated = 0;
  const unwritable = { count: 0, file: '' };
  async function* apps(): AsyncGenerator<AcesApp[]> {
    for (const input of inputs) {
      for await (const batch of openAces(input).batches()) {
        const out: AcesApp[] = [];
        for (const app of batch) {
          const next = asCombinedApp(app, seq + 1);
          if (!next) {
            if (unwritable.count++ === 0) unwritable.file = xmlInputName(input);
            continue;
          }
          if (deduper.add(next) !== null) {
            repeated++;
            continue;
          }
          seq++;
          out.push(next);
        }
        if (out.length) yield out;
      }
    }
  }

  const write = await writeAces({ batches: apps() }, made.header, createWriteStream(outPath), { version: options.version ?? '4.2' });
  findings.push(...write.findings);
  if (repeated > 0) {
    findings.push(findingOf('COMBINE_APP_REPEATED', 'info', say('COMBINE_APP_REPEATED', { n: repeated })));
  }
  if (unwritable.count > 0) {
    const said = say('COMBINE_APP_NOT_WRITABLE', { n: unwritable.count, file: String(unwritable.file) });
    findings.push(findingOf('COMBINE_APP_NOT_WRITABLE', 'warning', said, { file: unwritable.file }));
  }
  if (write.apps === 0) {
    await rm(outPath, { force: true });
    return { ok: true, written: false, apps: 0, repeated, write: null, findings };
  }
  return { ok: true, written: true, apps: write.apps, repeated, write, findings };
}

/** The header of a file: read until the first batch of apps (or the end), then let go. */
async function headerOf(input: XmlInput): Promise<AcesFileHeader | null> {
  const reader = openAces(input);
  for await (const _ of reader.batches()) break;
  return reader.header;
}

/** A read app as the writer takes it, numbered `id`; null for what a FULL file cannot carry. */
function asCombinedApp(app: ReadAcesApp, id: number): AcesApp | null {
  if (app.baseVehicleId === undefined || app.action === 'D') return null;
  const out: AcesApp = { ...app, id, row: id, baseVehicleId: app.baseVehicleId, action: 'A' };
  return out;
}

function acesHeaderFacts(h: AcesFileHeader | null): Record<string, string | undefined> {
  return { BrandAAIAID: h?.brandAaiaId, VcdbVersionDate: h?.vcdbDate, PcdbVersionDate: h?.pcdbDate, QdbVersionDate: h?.qdbDate };
}
