import { FindingLog, type FindingLogResult } from '../report';
import type { Finding } from '../types';
import { AcesDocument } from './aces-document';
import type { AcesFileHeader, AcesFooter, ReadAcesApp } from './aces-types';
import type { XmlInput } from './xml-input';
import { newXmlReadState, streamXml, type XmlReadState } from './xml-stream';

export interface ReadAcesOptions {
  /** Receives every reader finding as it arises; without it they are collected in the summary. */
  onFinding?: (f: Finding) => void;
  /** Findings kept per code when collected (default 1000); counts stay exact. */
  maxFindingsPerCode?: number;
}

export interface AcesReadSummary {
  kind: 'aces';
  file: string;
  encoding: string;
  /** The root's `version` attribute, or null when missing. */
  version: string | null;
  header: AcesFileHeader | null;
  footer: AcesFooter | null;
  /** `<App>` elements seen, including the ones that could not be used. */
  apps: number;
  /** True once the document was read to its end without a fatal problem. */
  complete: boolean;
  /** The problem that stopped reading, if any (also among the findings). */
  fatal: Finding | null;
  /** Collected reader findings (empty when `onFinding` was given). */
  findings: FindingLogResult;
}

export interface AcesReader extends AsyncIterable<ReadAcesApp> {
  /** Usable apps in file order, a batch per 64 KB read: the fast way to walk a big file. */
  batches(): AsyncGenerator<ReadAcesApp[]>;
  /** The header, once it has been read (before the first app is handed out). */
  readonly header: AcesFileHeader | null;
  readonly version: string | null;
  /** What was read; complete after the iteration has ended. */
  summary(): AcesReadSummary;
  /** Bytes of the input read so far: with the input's size, how far the read is. */
  readonly bytesRead: number;
}

/**
 * Opens an ACES file (1.0–5.0 element names; UTF-8, UTF-16 or Windows-1252; any line ends) for one
 * streaming pass. Memory stays flat: only the current 64 KB chunk's apps are held at a time.
 */
export function openAces(input: XmlInput, options: ReadAcesOptions = {}): AcesReader {
  const log = new FindingLog(options.maxFindingsPerCode ?? 1000);
  const report = options.onFinding ?? ((f: Finding) => log.add(f));
  const state: XmlReadState = newXmlReadState(input);
  const doc = new AcesDocument(state.file, report);
  let started = false;

  async function* batches(): AsyncGenerator<ReadAcesApp[]> {
    if (started) throw new Error('an AcesReader can be iterated once; open the file again');
    started = true;
    for await (const _ of streamXml(input, doc, report, state)) {
      if (doc.pending.length) yield doc.take();
    }
    if (doc.pending.length) yield doc.take();
    doc.finish();
  }

  return {
    batches,
    async *[Symbol.asyncIterator]() {
      for await (const batch of batches()) yield* batch;
    },
    get header() {
      return doc.header;
    },
    get version() {
      return doc.version;
    },
    get bytesRead() {
      return state.bytesRead;
    },
    summary: () => ({
      kind: 'aces',
      file: state.file,
      encoding: state.encoding,
      version: doc.version,
      header: doc.header,
      footer: doc.footer,
      apps: doc.appCount,
      complete: state.complete,
      fatal: state.fatal,
      findings: log.result(),
    }),
  };
}

export interface AcesVisitor {
  header?(header: AcesFileHeader, version: string | null): void;
  app?(app: ReadAcesApp): void;
}

/** Reads a whole ACES file, calling `visitor` for the header and each usable app in file order. */
export async function readAces(
  input: XmlInput,
  visitor: AcesVisitor,
  options: ReadAcesOptions = {},
): Promise<AcesReadSummary> {
  const reader = openAces(input, options);
  let headerSent = false;
  for await (const batch of reader.batches()) {
    if (!headerSent && reader.header) {
      headerSent = true;
      visitor.header?.(reader.header, reader.version);
    }
    if (visitor.app) for (const app of batch) visitor.app(app);
  }
  if (!headerSent && reader.header) visitor.header?.(reader.header, reader.version);
  return reader.summary();
}
