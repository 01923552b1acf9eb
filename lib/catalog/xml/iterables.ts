import type { XmlStreamWriter } from './stream-writer';

/** True when `items` can be walked with a plain `for…of` (arrays, generators), false for async sources. */
export function isSyncIterable<T>(items: AsyncIterable<T> | Iterable<T>): items is Iterable<T> {
  return typeof (items as Iterable<T>)[Symbol.iterator] === 'function';
}

/** Records handed over in batches (one per read chunk of the source): one async step per batch, not per record. */
export interface RecordBatches<T> {
  batches: AsyncIterable<readonly T[]>;
}

/**
 * Writes every record with `writeOne`, letting `w` flush whenever its buffer is full. Batches and
 * plain iterables are walked synchronously between flushes: `for await` per record would cost a
 * microtask each, a third of the time for a million apps.
 */
export async function writeRecords<T>(
  records: AsyncIterable<T> | Iterable<T> | RecordBatches<T>,
  w: XmlStreamWriter,
  writeOne: (record: T) => void,
): Promise<void> {
  if ('batches' in records) {
    for await (const batch of records.batches) {
      // Indexed: the loop awaits, so a `for…of` left an iterator result object an app to the collector.
      for (let i = 0; i < batch.length; i++) {
        writeOne(batch[i]!);
        if (w.full) await w.flush();
      }
    }
  } else if (isSyncIterable(records)) {
    for (const record of records) {
      writeOne(record);
      if (w.full) await w.flush();
    }
  } else {
    for await (const record of records) {
      writeOne(record);
      if (w.full) await w.flush();
    }
  }
}
