import type { Writable } from 'node:stream';
import { FindingLog, type FindingLogResult } from '../report';
import type { PiesItem, PiesMarketCopy } from '../types';
import { writeRecords, XmlStreamWriter, type RecordBatches } from '../xml';
import {
  DEFAULT_PRICE_SHEET,
  piesHeaderSchema,
  writePiesHeaderXml,
  type PiesHeader,
  type PiesHeaderInput,
} from './header';
import { marketingCopyXml } from './item-extras-xml';
import { writePiesItemXml } from './item-xml';
import { PIES_VOCABULARY, type PiesVersion } from './vocabulary';
import { findingOf, say, type Said } from '../messages';

export interface WritePiesOptions {
  version?: PiesVersion;
  /** End the output stream when done (default true) and wait until it has finished. */
  end?: boolean;
  /** Findings kept in the result (default 1000); counts stay exact beyond it. */
  maxFindings?: number;
  /** The document-level MarketingCopy segment (a PIES workbook's MarketingCopy sheet). */
  marketingCopy?: readonly PiesMarketCopy[];
}

export interface WritePiesResult extends FindingLogResult {
  items: number;
  skipped: number;
  strippedCharacters: number;
}

/**
 * Streams a PIES 7.2 document to `out`: Header, Items (one Item per part number, as given),
 * Trailer. Values the schema cannot carry are left out with a `PIES_VALUE_DROPPED` finding
 * rather than making the whole file invalid. PIES demands at least one Item: with none the
 * document is still completed, and a `PIES_NO_ITEMS` error says it will not validate.
 */
export async function writePies(
  items: AsyncIterable<PiesItem> | Iterable<PiesItem> | RecordBatches<PiesItem>,
  header: PiesHeader | PiesHeaderInput,
  out: Writable,
  options: WritePiesOptions = {},
): Promise<WritePiesResult> {
  const vocab = PIES_VOCABULARY[options.version ?? '7.2'];
  if (!vocab) throw new Error(`PIES version ${String(options.version)} is not supported (use 7.2)`);
  const h = piesHeaderSchema.parse(header);
  const w = new XmlStreamWriter(out);
  const log = new FindingLog(options.maxFindings ?? 1000);

  w.raw(`<?xml version="1.0" encoding="UTF-8"?>\n<PIES xmlns="${vocab.namespace}">\n`);
  writePiesHeaderXml(w, h, vocab);
  if (options.marketingCopy?.length) {
    w.raw(
      marketingCopyXml(w, options.marketingCopy, {
        dropped: (what) =>
          log.add(findingOf('PIES_VALUE_DROPPED', 'warning', say('PIES_VALUE_DROPPED.marketingCopy', { what }))),
      }),
    );
  }
  w.raw('  <Items>\n');

  let written = 0;
  let skipped = 0;
  let current: PiesItem | null = null;
  const ctx = {
    vocab,
    priceSheetNumber: h.priceSheet?.number ?? DEFAULT_PRICE_SHEET,
    dropped: (what: Said) =>
      log.add(
        findingOf('PIES_VALUE_DROPPED', 'warning', say('PIES_VALUE_DROPPED', { part: String(current?.partNumber ?? '?'), what }), {
          row: current?.row,
        }),
      ),
  };
  const writeOne = (item: PiesItem): void => {
    current = item;
    const strippedBefore = w.stripped;
    const problem = writePiesItemXml(w, item, ctx);
    if (problem) {
      skipped++;
      log.add(findingOf('PIES_ITEM_SKIPPED', 'error', say('PIES_ITEM_SKIPPED', { part: String(item.partNumber), problem }), { row: item.row }));
      return;
    }
    written++;
    if (w.stripped !== strippedBefore) {
      const said = say('XML_CHARS_STRIPPED', { part: String(item.partNumber), n: w.stripped - strippedBefore });
      log.add(findingOf('XML_CHARS_STRIPPED', 'warning', said, { row: item.row }));
    }
  };
  await writeRecords(items, w, writeOne);

  w.raw('  </Items>\n  <Trailer>\n');
  // ItemCount is 1..9,999,999 in the schema: leave it out rather than write an invalid count.
  if (written >= 1 && written <= 9_999_999) w.raw(`    <ItemCount>${written}</ItemCount>\n`);
  w.raw(`    <TransactionDate>${h.transactionDate}</TransactionDate>\n  </Trailer>\n</PIES>\n`);
  await w.close(options.end ?? true);
  if (written === 0) {
    log.add(findingOf('PIES_NO_ITEMS', 'error', say('PIES_NO_ITEMS')));
  }
  return { items: written, skipped, strippedCharacters: w.stripped, ...log.result() };
}
