/**
 * Bytes in, text lines out, for the pipe-delimited reference files: CRLF or LF, a UTF-8 BOM dropped,
 * and files that are not valid UTF-8 (older deliveries) read as Windows-1252 from the first bad byte on.
 */

export class LineSplitter {
  #decoder = new TextDecoder('utf-8', { fatal: true });
  #rest = '';
  #first = true;
  #line = 0;
  /** Set once the bytes turned out not to be UTF-8. */
  encoding: 'utf-8' | 'windows-1252' = 'utf-8';

  constructor(private readonly onLine: (line: string, lineNumber: number) => void) {}

  push(chunk: Uint8Array): void {
    let text: string;
    try {
      text = this.#decoder.decode(chunk, { stream: true });
    } catch {
      // Not UTF-8: the rest of the file is read as Windows-1252, which maps every byte.
      this.encoding = 'windows-1252';
      this.#decoder = new TextDecoder('windows-1252');
      text = this.#decoder.decode(chunk, { stream: true });
    }
    this.#feed(text);
  }

  end(): void {
    let tail = '';
    try {
      tail = this.#decoder.decode();
    } catch {
      tail = '\uFFFD';
    }
    this.#feed(tail);
    if (this.#rest) this.#emit(this.#rest);
    this.#rest = '';
  }

  #feed(text: string): void {
    if (!text) return;
    if (this.#first) {
      this.#first = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    let data = this.#rest ? this.#rest + text : text;
    let start = 0;
    for (let nl = data.indexOf('\n'); nl >= 0; nl = data.indexOf('\n', start)) {
      this.#emit(data.slice(start, nl));
      start = nl + 1;
    }
    this.#rest = start < data.length ? data.slice(start) : '';
    data = '';
  }

  #emit(line: string): void {
    this.#line++;
    const clean = line.charCodeAt(line.length - 1) === 13 ? line.slice(0, -1) : line;
    this.onLine(clean, this.#line);
  }
}
