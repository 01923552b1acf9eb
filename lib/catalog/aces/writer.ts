import type { Writable } from 'node:stream';
import type { AcesApp } from '../types';
import { XmlStreamWriter, writeRecords, type RecordBatches } from '../xml';
import { appAssetProblem } from './app-asset';
import { writeAcesAppXml } from './app-xml';
import { acesHeaderSchema, writeAcesHeaderXml, type AcesHeader, type AcesHeaderInput } from './header';
import { ACES_VOCABULARY, type AcesVersion } from './vocabulary';
import { FindingLog, type FindingLogResult } from '../report';
import { findingOf, say } from '../messages';

export interface WriteAcesOptions {
  version?: AcesVersion;
  /** End the output stream when done (default true) and wait until it has finished. */
  end?: boolean;
  /** Findings kept in the result (default 1000); counts stay exact beyond it. */
  maxFindings?: number;
}

export interface WriteAcesResult extends FindingLogResult {
  /** Apps written (= Footer RecordCount). */
  apps: number;
  /** Apps that could not be written validly and were left out, each with a finding. */
  skipped: number;
  /** Characters dropped from text because XML 1.0 cannot carry them. */
  strippedCharacters: number;
}

/**
 * Streams an ACES document (4.2 by default, or 5.0) to `out`: Header, one App per fitment, Footer
 * with the RecordCount. Memory stays flat whatever the number of apps. The header must already be
 * valid (use `parseAcesHeader` at the edge); an invalid header is a programming error and rejects.
 */
export async function writeAces(
  apps: AsyncIterable<AcesApp> | Iterable<AcesApp> | RecordBatches<AcesApp>,
  header: AcesHeader | AcesHeaderInput,
  out: Writable,
  options: WriteAcesOptions = {},
): Promise<WriteAcesResult> {
  const vocab = ACES_VOCABULARY[options.version ?? '4.2'];
  if (!vocab) throw new Error(`ACES version ${String(options.version)} is not supported (use 4.2 or 5.0)`);
  const h = acesHeaderSchema.parse(header);
  const w = new XmlStreamWriter(out);
  const log = new FindingLog(options.maxFindings ?? 1000);

  w.raw(`<?xml version="1.0" encoding="UTF-8"?>\n<ACES version="${vocab.version}">\n`);
  writeAcesHeaderXml(w, h, vocab);

  let written = 0;
  let skipped = 0;
  const writeOne = (app: AcesApp): void => {
    const strippedBefore = w.stripped;
    const problem = writeAcesAppXml(w, app, vocab);
    if (problem) {
      skipped++;
      log.add(findingOf('ACES_APP_SKIPPED', 'error', say('ACES_APP_SKIPPED', { id: String(app.id), problem }), { row: app.row }));
      return;
    }
    written++;
    const assetProblem = app.asset ? appAssetProblem(app.asset) : null;
    if (assetProblem) {
      log.add(findingOf('ACES_ASSET_LEFT_OUT', 'warning', say('ACES_ASSET_LEFT_OUT', { id: String(app.id), problem: assetProblem }), { row: app.row }));
    }
    if (w.stripped !== strippedBefore) {
      const said = say('XML_CHARS_STRIPPED.app', { id: String(app.id), n: w.stripped - strippedBefore });
      log.add(findingOf('XML_CHARS_STRIPPED', 'warning', said, { row: app.row }));
    }
  };
  await writeRecords(apps, w, writeOne);

  w.raw(`  <Footer>\n    <RecordCount>${written}</RecordCount>\n  </Footer>\n</ACES>\n`);
  await w.close(options.end ?? true);
  return { apps: written, skipped, strippedCharacters: w.stripped, ...log.result() };
}
