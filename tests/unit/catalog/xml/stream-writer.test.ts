import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { XmlStreamWriter } from '@/lib/catalog/xml';

/** A stream that takes each chunk a turn of the event loop later, as a file or a compressor does. */
function slowSink(highWaterMark: number): { out: Writable; text: () => string } {
  const chunks: Buffer[] = [];
  const out = new Writable({
    highWaterMark,
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      setImmediate(callback);
    },
  });
  return { out, text: () => Buffer.concat(chunks).toString('utf8') };
}

const settlesWithin = <T>(ms: number, promise: Promise<T>): Promise<T | 'still waiting'> =>
  Promise.race([promise, sleep(ms).then(() => 'still waiting' as const)]);

describe('XmlStreamWriter', () => {
  it('does not wait for a drain that came while the caller was awaiting something else', async () => {
    // A buffer handed on mid-record is refused (100 bytes over a high-water mark of 80), then the
    // stream drains while the caller awaits other work; the flush's own write (70 bytes) is taken at
    // once. No 'drain' is coming: the flush must not wait for one (it did, and a conversion hung).
    const sink = slowSink(80);
    const writer = new XmlStreamWriter(sink.out, 16);
    writer.raw('a'.repeat(100));
    writer.raw('b'.repeat(70));
    expect(sink.out.writableNeedDrain).toBe(true);
    await sleep(20);
    expect(sink.out.writableNeedDrain).toBe(false);

    expect(await settlesWithin(1_000, writer.flush())).toBeUndefined();
    await writer.close();
    expect(sink.text()).toBe('a'.repeat(100) + 'b'.repeat(70));
  });

  it('waits for the drain when the stream still asks for it', async () => {
    const sink = slowSink(80);
    const writer = new XmlStreamWriter(sink.out, 16);
    writer.raw('a'.repeat(100));
    const flushed = writer.flush();
    expect(sink.out.writableNeedDrain).toBe(true);
    await flushed;
    expect(sink.out.writableNeedDrain).toBe(false);
    await writer.close();
    expect(sink.text()).toBe('a'.repeat(100));
  });
});
