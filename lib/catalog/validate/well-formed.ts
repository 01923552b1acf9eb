import { SaxesParser } from 'saxes';

export interface WellFormednessError {
  line: number;
  column: number;
  message: string;
}

const STOP = Symbol('stop');

/**
 * The first well-formedness error in an XML document, streamed through saxes, or null. Used to
 * name the line when the streaming XSD validator only says "failed to parse".
 */
export function findFirstWellFormednessError(bytes: Uint8Array): WellFormednessError | null {
  return findFirstWellFormednessErrorIn(pieces(bytes));
}

function* pieces(bytes: Uint8Array): Generator<Uint8Array> {
  const step = 1 << 20;
  for (let i = 0; i < bytes.length; i += step) yield bytes.subarray(i, Math.min(bytes.length, i + step));
}

/** The same, over a document given in pieces (a file read as it goes: no whole copy in memory). */
export function findFirstWellFormednessErrorIn(chunks: Iterable<Uint8Array>): WellFormednessError | null {
  const parser = new SaxesParser({ position: true });
  let first: WellFormednessError | null = null;
  parser.on('error', (err) => {
    // saxes prefixes messages with "line:column: "; keep the words only.
    first = {
      line: parser.line,
      column: parser.column + 1,
      message: err.message.replace(/^\d+:\d+:\s*/, ''),
    };
    throw STOP;
  });
  const decoder = new TextDecoder('utf-8');
  try {
    for (const chunk of chunks) parser.write(decoder.decode(chunk, { stream: true }));
    parser.write(decoder.decode());
    parser.close();
  } catch (e) {
    if (e !== STOP) throw e;
  }
  return first;
}
