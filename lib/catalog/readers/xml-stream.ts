import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { Finding } from '../types';
import { createXmlDecoder } from './xml-decoder';
import { FastXmlScanner } from './xml-fast-scan';
import { StopReading, type XmlElementHandler } from './xml-handler';
import { describeEncoding, sniffXmlEncoding } from './xml-encoding';
import { xmlInputChunks, xmlInputName, type XmlInput } from './xml-input';
import { findingOf, say } from '../messages';

export interface XmlReadState {
  file: string;
  /** How the bytes were decoded, for reports ("UTF-8", "UTF-16LE with BOM", …). */
  encoding: string;
  /** True once the whole document was read without a fatal problem. */
  complete: boolean;
  /** The problem that stopped reading (malformed XML, DOCTYPE, unreadable file), if any. */
  fatal: Finding | null;
  /** Bytes of the input read so far (by the pass under way: saxes reads again from the start). */
  bytesRead: number;
}

export function newXmlReadState(input: XmlInput): XmlReadState {
  return { file: xmlInputName(input), encoding: 'unknown', complete: false, fatal: null, bytesRead: 0 };
}

/** The deepest element any ACES (6) or PIES (9) schema has. */
const SCHEMA_DEPTH = 9;
/**
 * Deeper than this, reading stops. The parser keeps every open element (with its attributes) until
 * it closes, so unbounded nesting would hold a whole crafted file in memory; real files stay far
 * below, with room for wrappers and extensions.
 */
export const MAX_XML_DEPTH = 64;

const localName = (name: string): string => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

/**
 * Streams an XML document without building a tree, handing elements to `handler`. Yields after
 * every chunk (64 KB) so the caller can pass on what the handler collected.
 *
 * The fast scanner (xml-fast-scan.ts) reads plain well-formed documents; at anything it does not
 * handle or finds wrong, saxes reads the document again from its first byte, skipping the events
 * the handler already had, so what saxes says — and where — is what the findings say.
 *
 * Never throws for bad input: an unreadable file, a `<!DOCTYPE>` (refused: DTDs can pull in other
 * files or expand entities), nesting deeper than `MAX_XML_DEPTH`, or the first well-formedness
 * error end the read with a finding that
 * names the line and column, and `state.fatal` set. Findings go to `report` as they arise.
 */
/**
 * The input's next chunk; 'unreadable' when reading it failed (a missing file, I/O), which ends the
 * read with a finding. Only the input's own failures are findings: a bug in a handler is not.
 */
async function nextChunk(
  chunks: AsyncIterator<Uint8Array>,
  state: XmlReadState,
  report: (f: Finding) => void,
): Promise<IteratorResult<Uint8Array> | 'unreadable'> {
  try {
    return await chunks.next();
  } catch (e) {
    const file = state.file;
    state.fatal = findingOf('XML_INPUT_UNREADABLE', 'error', say('XML_INPUT_UNREADABLE', { file, detail: (e as Error).message }), { file });
    report(state.fatal);
    return 'unreadable';
  }
}

export async function* streamXml(
  input: XmlInput,
  handler: XmlElementHandler,
  report: (f: Finding) => void,
  state: XmlReadState,
): AsyncGenerator<void> {
  const file = state.file;
  const fast = new FastXmlScanner(handler, MAX_XML_DEPTH);
  /** False once saxes must take over; null once reading has ended (a handler stopped it). */
  const write = (text: string): boolean | null => {
    try {
      return fast.write(text);
    } catch (e) {
      if (!(e instanceof StopReading)) throw e;
      state.fatal = e.finding;
      report(state.fatal);
      return null;
    }
  };
  let decoder: ReturnType<typeof createXmlDecoder> | null = null;
  let bytes = 0;
  /** Chunks read and passed on (yielded after) before saxes took over. */
  let passed = 0;
  let handOver = false;
  const chunks = xmlInputChunks(input);
  for (;;) {
    const next = await nextChunk(chunks, state, report);
    if (next === 'unreadable') return;
    if (next.done) break;
    const chunk = next.value;
    if (!decoder) {
      const sniffed = sniffXmlEncoding(chunk);
      decoder = createXmlDecoder(sniffed.encoding);
      state.encoding = describeEncoding(sniffed, false);
      if (sniffed.unsupported) {
        report(findingOf('XML_ENCODING_UNSUPPORTED', 'warning', say('XML_ENCODING_UNSUPPORTED', { file, declared: String(sniffed.declared) }), { file }));
      }
    }
    bytes += chunk.length;
    state.bytesRead = bytes;
    const text = decoder.decode(chunk);
    // The warning about bytes that are not UTF-8 names their line: saxes counts it.
    const ok = decoder.fallbackAt === null ? write(text) : false;
    if (ok === null) {
      await chunks.return(undefined);
      return;
    }
    if (!ok) {
      handOver = true;
      break;
    }
    passed++;
    yield;
  }
  if (!handOver) {
    if (bytes === 0 || !decoder) {
      state.fatal = findingOf('XML_MALFORMED', 'error', say('XML_MALFORMED.empty', { file }), { file });
      report(state.fatal);
      return;
    }
    const rest = decoder.end();
    const ok = decoder.fallbackAt === null ? write(rest) : false;
    if (ok === null) return;
    if (ok && fast.close()) {
      state.complete = true;
      yield;
      return;
    }
  }
  await chunks.return(undefined);
  yield* readWithSaxes(input, handler, report, state, fast.tags, passed);
}

/** The document read by saxes alone: what `streamXml` must equal (its tests compare the two). */
export function streamXmlWithSaxes(
  input: XmlInput,
  handler: XmlElementHandler,
  report: (f: Finding) => void,
  state: XmlReadState,
): AsyncGenerator<void> {
  return readWithSaxes(input, handler, report, state, 0, 0, true);
}

/**
 * The document read by saxes from its first byte; the first `skip` start and end tags (and the
 * text before them) were handed to `handler` already and are not handed again, and the first
 * `passed` chunks were yielded after already: the caller sees its batches when a saxes-only read
 * would have shown them (before or after a fatal finding).
 */
async function* readWithSaxes(
  input: XmlInput,
  handler: XmlElementHandler,
  report: (f: Finding) => void,
  state: XmlReadState,
  skip: number,
  passed: number,
  first = false,
): AsyncGenerator<void> {
  const file = state.file;
  const parser = new SaxesParser({ xmlns: false, position: true });
  let stop: Finding | null = null;
  const fail = (f: Finding): never => {
    stop = f;
    throw new StopReading(f);
  };
  parser.on('doctype', () =>
    fail(findingOf('XML_DOCTYPE_REFUSED', 'error', say('XML_DOCTYPE_REFUSED', { file, line: String(parser.line) }), { file, row: parser.line })),
  );
  parser.on('error', (err) =>
    fail(
      findingOf(
        'XML_MALFORMED',
        'error',
        say('XML_MALFORMED', {
          file,
          line: String(parser.line),
          column: String(parser.column + 1),
          detail: err.message.replace(/^[^:]*:?\d+:\d+:\s*/, '').replace(/\.$/, ''),
        }),
        { file, row: parser.line, column: String(parser.column + 1) },
      ),
    ),
  );
  let depth = 0;
  parser.on('opentag', (tag: SaxesTagPlain) => {
    if (++depth > MAX_XML_DEPTH)
      fail(
        findingOf(
          'XML_NESTING_TOO_DEEP',
          'error',
          say('XML_NESTING_TOO_DEEP', { file, line: String(parser.line), max: String(MAX_XML_DEPTH), schema: String(SCHEMA_DEPTH) }),
          { file, row: parser.line },
        ),
      );
    if (skip > 0) skip--;
    else handler.open(localName(tag.name), tag.attributes, parser.line);
  });
  parser.on('text', (t) => {
    if (skip === 0) handler.text(t);
  });
  parser.on('closetag', (tag: SaxesTagPlain) => {
    depth--;
    if (skip > 0) skip--;
    else handler.close(localName(tag.name));
  });

  const write = (text: string): boolean => {
    try {
      if (text) parser.write(text);
      return true;
    } catch (e) {
      if (!(e instanceof StopReading)) throw e;
      state.fatal = stop ?? e.finding;
      report(state.fatal);
      return false;
    }
  };

  let decoder: ReturnType<typeof createXmlDecoder> | null = null;
  let sniffed: ReturnType<typeof sniffXmlEncoding> | null = null;
  let bytes = 0;
  const chunks = xmlInputChunks(input);
  for (;;) {
    const next = await nextChunk(chunks, state, report);
    if (next === 'unreadable') return;
    if (next.done) break;
    const chunk = next.value;
    if (!decoder) {
      sniffed = sniffXmlEncoding(chunk);
      decoder = createXmlDecoder(sniffed.encoding);
      // After the fast pass, that pass has set the encoding and reported one it does not support.
      if (first) {
        state.encoding = describeEncoding(sniffed, false);
        if (sniffed.unsupported) {
          report(findingOf('XML_ENCODING_UNSUPPORTED', 'warning', say('XML_ENCODING_UNSUPPORTED', { file, declared: String(sniffed.declared) }), { file }));
        }
      }
    }
    const chunkStart = bytes;
    const lineBefore = parser.line;
    bytes += chunk.length;
    state.bytesRead = bytes;
    const fellBackBefore = decoder.fallbackAt;
    const text = decoder.decode(chunk);
    if (fellBackBefore === null && decoder.fallbackAt !== null)
      reportFallback(decoder.fallbackAt, lineBefore + newlines(chunk, decoder.fallbackAt - chunkStart));
    if (!write(text)) {
      await chunks.return(undefined);
      return;
    }
    if (passed > 0) passed--;
    else yield;
  }

  function reportFallback(at: number, line: number): void {
    state.encoding = describeEncoding(sniffed!, true);
    const said = sniffed?.declared
      ? say('XML_ENCODING_MISMATCH', { file, declared: sniffed.declared, at: String(at), line: String(line) })
      : say('XML_ENCODING_MISMATCH.undeclared', { file, at: String(at), line: String(line) });
    report(findingOf('XML_ENCODING_MISMATCH', 'warning', said, { file, row: line }));
  }

  if (bytes === 0 || !decoder) {
    state.fatal = findingOf('XML_MALFORMED', 'error', say('XML_MALFORMED.empty', { file }), { file });
    report(state.fatal);
    return;
  }
  const before = decoder.fallbackAt;
  const rest = decoder.end();
  if (before === null && decoder.fallbackAt !== null) reportFallback(decoder.fallbackAt, parser.line);
  if (!write(rest)) return;
  try {
    parser.close();
  } catch (e) {
    if (!(e instanceof StopReading)) throw e;
    state.fatal = stop ?? e.finding;
    report(state.fatal);
    return;
  }
  state.complete = true;
  yield;
}

/** Line feeds in the first `end` bytes of a chunk (to name the line of a byte). */
function newlines(chunk: Uint8Array, end: number): number {
  let n = 0;
  for (let i = chunk.indexOf(10); i >= 0 && i < end; i = chunk.indexOf(10, i + 1)) n++;
  return n;
}
