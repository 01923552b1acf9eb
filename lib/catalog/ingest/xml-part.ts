import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { Finding } from '../types';
import type { ByteSource } from './byte-source';
import type { ZipEntry } from '../zip/directory';
import { IngestStop, inflateEntry } from './zip-entry';
import { findingOf, say } from '../messages';

export interface XmlHandlers {
  /** Element names arrive without their namespace prefix ("x:row" → "row"). */
  open(name: string, attributes: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
}

/**
 * A SAX parser over one XML part of the workbook, fed raw chunks. DOCTYPEs are refused outright:
 * a workbook never needs one, and they are how entity-expansion attacks get in.
 */
export function createXmlPart(file: string, part: string, handlers: XmlHandlers): { write(chunk: Uint8Array): void; end(): void } {
  const parser = new SaxesParser({ position: false, xmlns: false });
  const decoder = new TextDecoder('utf-8');
  let failure: unknown = null;
  parser.on('doctype', () => {
    failure = new IngestStop(doctypeFinding(file, part));
  });
  parser.on('error', (err) => {
    failure ??= new IngestStop(
      findingOf('XLSX_CORRUPT', 'error', say('XLSX_CORRUPT.xml', { file, part, detail: err.message.split('\n')[0] ?? '' }), { file }),
    );
  });
  parser.on('opentag', (tag: SaxesTagPlain) => handlers.open(localName(tag.name), tag.attributes));
  const { text, close } = handlers;
  if (text) parser.on('text', text);
  if (close) parser.on('closetag', (tag: SaxesTagPlain) => close(localName(tag.name)));
  const check = (): void => {
    if (failure) throw failure;
  };
  return {
    write(chunk) {
      parser.write(decoder.decode(chunk, { stream: true }));
      check();
    },
    end() {
      parser.write(decoder.decode());
      parser.close();
      check();
    },
  };
}

/** Parses a whole (small) part with the given handlers. */
export async function parseXmlPart(source: ByteSource, entry: ZipEntry, handlers: XmlHandlers): Promise<void> {
  const part = createXmlPart(source.name, entry.name, handlers);
  for await (const chunk of inflateEntry(source, entry)) part.write(chunk);
  part.end();
}

export function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

/** Prologs longer than this are not a real workbook's; stop scanning (parsed parts are still guarded). */
const MAX_PROLOG = 1024 * 1024;

/**
 * Refuses a DOCTYPE in any XML part, including the ones the reader never parses, before anything
 * is read for real. A DOCTYPE may only stand before the root element, so only the prolog needs
 * inflating: a few hundred bytes per part.
 */
export async function refuseDoctypes(source: ByteSource, entries: Iterable<ZipEntry>): Promise<void> {
  for (const entry of entries) {
    if (!/\.(xml|rels|vml)$/i.test(entry.name)) continue;
    let prolog = '';
    for await (const chunk of inflateEntry(source, entry)) {
      // Latin-1 keeps markup bytes as they are; NULs dropped so a UTF-16 part is scanned too.
      prolog += Buffer.from(chunk).toString('latin1').replace(/\0/g, '');
      const verdict = scanProlog(prolog);
      if (verdict === 'doctype') throw new IngestStop(doctypeFinding(source.name, entry.name));
      if (verdict === 'root' || prolog.length > MAX_PROLOG) break;
    }
  }
}

function scanProlog(text: string): 'doctype' | 'root' | 'more' {
  let i = 0;
  for (;;) {
    while (i < text.length && /\s/.test(text[i] ?? '')) i++;
    if (i >= text.length) return 'more';
    if (text.startsWith('\u00ef\u00bb\u00bf', i)) {
      i += 3; // UTF-8 BOM seen as Latin-1
      continue;
    }
    if (text.startsWith('<?', i)) {
      const end = text.indexOf('?>', i + 2);
      if (end === -1) return 'more';
      i = end + 2;
    } else if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      if (end === -1) return 'more';
      i = end + 3;
    } else if (text.startsWith('<!', i)) {
      if (text.length - i < 9) return 'more';
      return text.slice(i, i + 9).toUpperCase() === '<!DOCTYPE' ? 'doctype' : 'root';
    } else {
      return 'root';
    }
  }
}

function doctypeFinding(file: string, part: string): Finding {
  return findingOf('XLSX_DOCTYPE', 'error', say('XLSX_DOCTYPE', { file, part }), { file });
}
