import { closeSync, createReadStream, openSync, writeSync } from 'node:fs';
import type { HeldItem, ItemRuns } from '../normalize';

/** Characters of JSON lines gathered before one write. */
const WRITE_PIECE = 1 << 20;
/**
 * Bytes read per piece of a run. The merge holds one piece (and its items) of every run at once,
 * and a catalog of millions of parts has a hundred runs: a quarter megabyte each keeps that near
 * what the line-by-line reader buffered.
 */
const READ_PIECE = 1 << 18;

/**
 * The item collector's runs as files: one JSON line per part, written when the collector is full
 * (a run is a few tens of MB, written a megabyte at a time so the whole run never becomes one
 * string) and read back a piece at a time, each piece's lines parsed at once, for the merge. The
 * paths come from the run's output folder, which removes them however the run ends (see
 * OutputFiles.scratch).
 */
export class ItemRunFiles implements ItemRuns {
  readonly #paths: string[] = [];

  constructor(private readonly newPath: () => string) {}

  write(run: readonly HeldItem[]): void {
    const path = this.newPath();
    this.#paths.push(path);
    const fd = openSync(path, 'w');
    try {
      let text = '';
      for (const held of run) {
        text += `${JSON.stringify(held)}\n`;
        if (text.length >= WRITE_PIECE) {
          writeSync(fd, text);
          text = '';
        }
      }
      if (text) writeSync(fd, text);
    } finally {
      closeSync(fd);
    }
  }

  read(): AsyncIterable<readonly HeldItem[]>[] {
    return this.#paths.map((path) => readRun(path));
  }
}

/** A run's items, a piece of the file at a time (a line cut by a piece's end waits for the next). */
async function* readRun(path: string): AsyncGenerator<readonly HeldItem[]> {
  let rest = '';
  for await (const piece of createReadStream(path, { encoding: 'utf8', highWaterMark: READ_PIECE })) {
    const text = rest + (piece as string);
    const end = text.lastIndexOf('\n');
    rest = text.slice(end + 1);
    if (end < 0) continue;
    const batch: HeldItem[] = [];
    let start = 0;
    for (let nl = text.indexOf('\n'); nl !== -1 && nl <= end; nl = text.indexOf('\n', start)) {
      if (nl > start) batch.push(JSON.parse(text.slice(start, nl)) as HeldItem);
      start = nl + 1;
    }
    yield batch;
  }
  if (rest) yield [JSON.parse(rest) as HeldItem];
}
