import type { Finding } from '../types';
import type { ByteSource } from './byte-source';
import type { IngestLimits } from './limits';
import { parseXmlPart } from './xml-part';
import type { ZipEntry } from '../zip/directory';
import { IngestStop } from './zip-entry';
import { findingOf, say } from '../messages';

export const SHARED_STRINGS_PATH = 'xl/sharedStrings.xml';

/** Texts are joined into pages of about this many characters (1–2 MB each). */
const PAGE_CHARS = 1 << 20;

/**
 * The workbook's shared-string table, held compactly: the texts joined into a few large strings
 * plus one end offset per text. An array of 40M small strings cost ~47 bytes each (2.8 GB for a
 * 105 MB upload, many of them slices keeping inflated chunks alive); here a text costs its
 * characters plus 4 bytes.
 */
export class SharedStrings {
  private readonly pages: string[] = [];
  /** Index of the first text on each page, ascending. */
  private readonly pageFirst: number[] = [];
  /** End of text i, counted from the start of its page. */
  private ends = new Uint32Array(1024);
  private count = 0;
  private pending: string[] = [];
  private pendingChars = 0;
  private pendingFirst = 0;
  private lastPage = 0;

  get size(): number {
    return this.count;
  }

  add(text: string): void {
    if (this.count === this.ends.length) {
      const grown = new Uint32Array(this.ends.length * 2);
      grown.set(this.ends);
      this.ends = grown;
    }
    this.pending.push(text);
    this.pendingChars += text.length;
    this.ends[this.count++] = this.pendingChars;
    if (this.pendingChars >= PAGE_CHARS) this.sealPage();
  }

  /** Call once every text is added. */
  finish(): this {
    if (this.pending.length > 0) this.sealPage();
    this.ends = this.ends.slice(0, this.count);
    return this;
  }

  /** The text at `index`, or undefined when the table has no such entry. */
  get(index: number): string | undefined {
    if (!(index >= 0 && index < this.count) || !Number.isInteger(index)) return undefined;
    let p = this.lastPage;
    // Cells tend to use texts near each other; try the page of the last lookup before searching.
    if (!(this.pageFirst[p]! <= index && (p + 1 === this.pages.length || index < this.pageFirst[p + 1]!))) {
      let lo = 0;
      let hi = this.pages.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (this.pageFirst[mid]! <= index) lo = mid;
        else hi = mid - 1;
      }
      p = this.lastPage = lo;
    }
    const start = index === this.pageFirst[p] ? 0 : this.ends[index - 1]!;
    return this.pages[p]!.slice(start, this.ends[index]!);
  }

  private sealPage(): void {
    // join() copies into one flat string, so the parser's chunk slices are let go.
    this.pages.push(this.pending.join(''));
    this.pageFirst.push(this.pendingFirst);
    this.pendingFirst = this.count;
    this.pending = [];
    this.pendingChars = 0;
  }
}

/**
 * Reads xl/sharedStrings.xml into a SharedStrings table, refusing it — before holding more —
 * once it passes the limits on texts or characters: the table must sit in memory while the
 * sheet streams, so its size is the one an upload can force on the server.
 */
export async function readSharedStrings(source: ByteSource, entries: ReadonlyMap<string, ZipEntry>, limits: IngestLimits): Promise<SharedStrings> {
  const table = new SharedStrings();
  const entry = entries.get(SHARED_STRINGS_PATH);
  if (!entry) return table.finish();
  const file = source.name;
  let current = '';
  let chars = 0;
  let inItem = false;
  let inText = false;
  let inPhonetic = false;
  await parseXmlPart(source, entry, {
    open(name, attrs) {
      if (name === 'si') {
        if (table.size >= limits.xlsxMaxSharedStrings) throw new IngestStop(tooManyTexts(file, limits));
        current = '';
        inItem = true;
      } else if (name === 't') inText = true;
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 'sst') {
        // The declared count lets a table too big to hold be refused before any of it is read.
        // (`count` is cell references, not texts: only `uniqueCount` says how big the table is.)
        const declared = Number(attrs.uniqueCount ?? 0);
        if (declared > limits.xlsxMaxSharedStrings) throw new IngestStop(tooManyTexts(file, limits, declared));
      }
    },
    text(text) {
      // Phonetic guides (rPh) are furigana, not part of the cell's text.
      if (!inItem || !inText || inPhonetic) return;
      chars += text.length;
      if (chars > limits.xlsxMaxSharedStringChars) throw new IngestStop(tooMuchText(file, limits));
      current += text;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si') {
        table.add(current);
        current = '';
        inItem = false;
      }
    },
  });
  return table.finish();
}

function tooManyTexts(file: string, limits: IngestLimits, declared?: number): Finding {
  const limit = limits.xlsxMaxSharedStrings;
  const said =
    declared === undefined
      ? say('XLSX_SHARED_STRINGS_LIMIT', { file, part: SHARED_STRINGS_PATH, limit })
      : say('XLSX_SHARED_STRINGS_LIMIT.declared', { file, part: SHARED_STRINGS_PATH, declared, limit });
  return findingOf('XLSX_SHARED_STRINGS_LIMIT', 'error', said, { file });
}

function tooMuchText(file: string, limits: IngestLimits): Finding {
  const said = say('XLSX_SHARED_STRINGS_LIMIT.chars', { file, part: SHARED_STRINGS_PATH, limit: limits.xlsxMaxSharedStringChars });
  return findingOf('XLSX_SHARED_STRINGS_LIMIT', 'error', said, { file });
}
