import { createReadStream, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { HeldItem, ItemRuns } from '../normalize';

/**
 * The item collector's runs as files: one JSON line per part, written at once when the collector is
 * full (a run is a few tens of MB) and read back line by line for the merge. The paths come from
 * the run's output folder, which removes them however the run ends (see OutputFiles.scratch).
 */
export class ItemRunFiles implements ItemRuns {
  readonly #paths: string[] = [];

  constructor(private readonly newPath: () => string) {}

  write(run: readonly HeldItem[]): void {
    const path = this.newPath();
    this.#paths.push(path);
    let text = '';
    for (const held of run) text += `${JSON.stringify(held)}\n`;
    writeFileSync(path, text);
  }

  read(): AsyncIterable<HeldItem>[] {
    return this.#paths.map((path) => readRun(path));
  }
}

async function* readRun(path: string): AsyncGenerator<HeldItem> {
  const lines = createInterface({ input: createReadStream(path, { highWaterMark: 1 << 20 }), crlfDelay: Infinity });
  for await (const line of lines) if (line) yield JSON.parse(line) as HeldItem;
}
