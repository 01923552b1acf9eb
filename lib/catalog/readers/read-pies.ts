import { FindingLog, type FindingLogResult } from '../report';
import type { Finding } from '../types';
import { PiesDocument } from './pies-document';
import type { PiesFileHeader, PiesPriceSheet, PiesTrailer, ReadPiesItem } from './pies-types';
import type { XmlInput } from './xml-input';
import { newXmlReadState, streamXml } from './xml-stream';

export interface ReadPiesOptions {
  /** Receives every reader finding as it arises; without it they are collected in the summary. */
  onFinding?: (f: Finding) => void;
  maxFindingsPerCode?: number;
}

export interface PiesReadSummary {
  kind: 'pies';
  file: string;
  encoding: string;
  /** Header/PIESVersion, or null. */
  version: string | null;
  namespace: string | null;
  header: PiesFileHeader | null;
  priceSheets: PiesPriceSheet[];
  trailer: PiesTrailer | null;
  /** Top-level sections present: Header, PriceSheets, MarketingCopy, Items, Trailer. */
  sections: string[];
  /** `<Item>` elements seen. */
  items: number;
  complete: boolean;
  fatal: Finding | null;
  findings: FindingLogResult;
}

export interface PiesReader extends AsyncIterable<ReadPiesItem> {
  batches(): AsyncGenerator<ReadPiesItem[]>;
  readonly header: PiesFileHeader | null;
  /** Price sheets declared so far (PriceSheets precede Items). */
  readonly priceSheets: readonly PiesPriceSheet[];
  summary(): PiesReadSummary;
}

/** Opens a PIES file (6.5–8.0 names, any supported encoding) for one streaming pass. */
export function openPies(input: XmlInput, options: ReadPiesOptions = {}): PiesReader {
  const log = new FindingLog(options.maxFindingsPerCode ?? 1000);
  const report = options.onFinding ?? ((f: Finding) => log.add(f));
  const state = newXmlReadState(input);
  const doc = new PiesDocument(state.file, report);
  let started = false;

  async function* batches(): AsyncGenerator<ReadPiesItem[]> {
    if (started) throw new Error('a PiesReader can be iterated once; open the file again');
    started = true;
    for await (const _ of streamXml(input, doc, report, state)) {
      if (doc.pending.length) yield doc.take();
    }
    if (doc.pending.length) yield doc.take();
  }

  return {
    batches,
    async *[Symbol.asyncIterator]() {
      for await (const batch of batches()) yield* batch;
    },
    get header() {
      return doc.header;
    },
    get priceSheets() {
      return doc.priceSheets;
    },
    summary: () => ({
      kind: 'pies',
      file: state.file,
      encoding: state.encoding,
      version: doc.header?.piesVersion ?? null,
      namespace: doc.namespace,
      header: doc.header,
      priceSheets: doc.priceSheets,
      trailer: doc.trailer,
      sections: [...doc.sections],
      items: doc.itemCount,
      complete: state.complete,
      fatal: state.fatal,
      findings: log.result(),
    }),
  };
}

/** Reads a whole PIES file, calling `onItem` for each item in file order. */
export async function readPies(
  input: XmlInput,
  onItem: (item: ReadPiesItem) => void,
  options: ReadPiesOptions = {},
): Promise<PiesReadSummary> {
  const reader = openPies(input, options);
  for await (const batch of reader.batches()) for (const item of batch) onItem(item);
  return reader.summary();
}
