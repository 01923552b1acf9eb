import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { Finding } from '../types';
import { createXmlDecoder } from './xml-decoder';
import { describeEncoding, sniffXmlEncoding } from './xml-encoding';
import { xmlInputChunks, xmlInputName, type XmlInput } from './xml-input';

/** What a document reader does with the elements saxes reports. Names arrive without prefix. */
export interface XmlElementHandler {
  /** `line` is the 1-based line where the start tag ends (for `<App id="1">`, its line). */
  open(name: string, attributes: Record<string, string>, line: number): void;
  text(text: string): void;
  close(name: string): void;
}

/** Thrown by a handler to stop reading, e.g. when the root element is not the expected one. */
export class StopReading extends Error {
  constructor(readonly finding: Finding) {
    super(finding.message);
  }
}

export interface XmlReadState {
  file: string;
  /** How the bytes were decoded, for reports ("UTF-8", "UTF-16LE with BOM", …). */
  encoding: string;
  /** True once the whole document was read without a fatal problem. */
  complete: boolean;
  /** The problem that stopped reading (malformed XML, DOCTYPE, unreadable file), if any. */
  fatal: Finding | null;
}

export function newXmlReadState(input: XmlInput): XmlReadState {
  return { file: xmlInputName(input), encoding: 'unknown', complete: false, fatal: null };
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
 * Streams an XML document through saxes without building a tree, handing elements to `handler`.
 * Yields after every chunk (~1 MB) so the caller can pass on what the handler collected.
 *
 * Never throws for bad input: an unreadable file, a `<!DOCTYPE>` (refused: DTDs can pull in other
 * files or expand entities), nesting deeper than `MAX_XML_DEPTH`, or the first well-formedness
 * error end the read with a finding that
 * names the line and column, and `state.fatal` set. Findings go to `report` as they arise.
 */
export async function* streamXml(
  input: XmlInput,
  handler: XmlElementHandler,
  report: (f: Finding) => void,
  state: XmlReadState,
): AsyncGenerator<void> {
  const file = state.file;
  const parser = new SaxesParser({ xmlns: false, position: true });
  let stop: Finding | null = null;
  const fail = (f: Finding): never => {
    stop = f;
    throw new StopReading(f);
  };
  parser.on('doctype', () =>
    fail({
      code: 'XML_DOCTYPE_REFUSED',
      severity: 'error',
      file,
      row: parser.line,
      message: `${file} line ${parser.line} has a <!DOCTYPE> declaration. ACES and PIES files never need one and it can make a parser read other files or expand entities, so the file was not read. Remove the DOCTYPE and try again.`,
    }),
  );
  parser.on('error', (err) =>
    fail({
      code: 'XML_MALFORMED',
      severity: 'error',
      file,
      row: parser.line,
      column: String(parser.column + 1),
      message: `${file} line ${parser.line}, column ${parser.column + 1} is not well-formed XML: ${err.message.replace(/^[^:]*:?\d+:\d+:\s*/, '').replace(/\.$/, '')}. No receiver can read the file past this point; fix it in the tool that wrote the file.`,
    }),
  );
  let depth = 0;
  parser.on('opentag', (tag: SaxesTagPlain) => {
    if (++depth > MAX_XML_DEPTH)
      fail({
        code: 'XML_NESTING_TOO_DEEP',
        severity: 'error',
        file,
        row: parser.line,
        message: `${file} line ${parser.line} nests elements more than ${MAX_XML_DEPTH} deep; ACES and PIES never go beyond ${SCHEMA_DEPTH}, so the file was not read further. Check the tool that wrote it: an element is probably never closed.`,
      });
    handler.open(localName(tag.name), tag.attributes, parser.line);
  });
  parser.on('text', (t) => handler.text(t));
  parser.on('closetag', (tag: SaxesTagPlain) => {
    depth--;
    handler.close(localName(tag.name));
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
    // Only the input's own failures (missing file, I/O) are findings; a bug in a handler is not.
    let next: IteratorResult<Uint8Array>;
    try {
      next = await chunks.next();
    } catch (e) {
      state.fatal = {
        code: 'XML_INPUT_UNREADABLE',
        severity: 'error',
        file,
        message: `${file} could not be read: ${(e as Error).message}.`,
      };
      report(state.fatal);
      return;
    }
    if (next.done) break;
    const chunk = next.value;
    if (!decoder) {
      sniffed = sniffXmlEncoding(chunk);
      decoder = createXmlDecoder(sniffed.encoding);
      state.encoding = describeEncoding(sniffed, false);
      if (sniffed.unsupported) {
        report({
          code: 'XML_ENCODING_UNSUPPORTED',
          severity: 'warning',
          file,
          message: `${file} declares encoding "${sniffed.declared}", which is not one ACES/PIES receivers accept; it was read as UTF-8. Save the file as UTF-8.`,
        });
      }
    }
    const chunkStart = bytes;
    const lineBefore = parser.line;
    bytes += chunk.length;
    const fellBackBefore = decoder.fallbackAt;
    const text = decoder.decode(chunk);
    if (fellBackBefore === null && decoder.fallbackAt !== null)
      reportFallback(decoder.fallbackAt, lineBefore + newlines(chunk, decoder.fallbackAt - chunkStart));
    if (!write(text)) {
      await chunks.return(undefined);
      return;
    }
    yield;
  }

  function reportFallback(at: number, line: number): void {
    state.encoding = describeEncoding(sniffed!, true);
    report({
      code: 'XML_ENCODING_MISMATCH',
      severity: 'warning',
      file,
      row: line,
      message: `${file} ${sniffed?.declared ? `declares ${sniffed.declared}` : 'has no encoding declaration, so XML says UTF-8'}, but byte ${at} (line ${line}) is not UTF-8. It was read as Windows-1252; check accented characters, and declare encoding="windows-1252" or save the file as UTF-8.`,
    });
  }

  if (bytes === 0 || !decoder) {
    state.fatal = { code: 'XML_MALFORMED', severity: 'error', file, message: `${file} is empty.` };
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
