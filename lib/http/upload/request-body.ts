import { z } from 'zod';

/**
 * A request body read chunk by chunk, so a 200 MB upload flows into the blob store without being
 * held in memory. The reader stays with the caller: when the store stops early (over the size
 * limit) the rest can still be discarded, which lets the browser finish sending and read the
 * refusal instead of seeing the connection cut.
 */
export function bodyChunks(reader: ReadableStreamDefaultReader<Uint8Array>): AsyncIterable<Uint8Array> {
  return {
    async *[Symbol.asyncIterator]() {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        if (value.byteLength > 0) yield value;
      }
    },
  };
}

/** Past this much unread body, a refused upload is cut off rather than read to the end. */
export const MAX_DISCARD_BYTES = 512 * 1024 * 1024;

/**
 * Reads and drops whatever the client is still sending, up to `maxBytes`; beyond that the stream
 * is cancelled (the client may then see a reset — it was told the limit before it started).
 */
export async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, maxBytes = MAX_DISCARD_BYTES): Promise<void> {
  let dropped = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      dropped += value.byteLength;
      if (dropped > maxBytes) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nothing left to discard.
  }
}

/** Content-Length as sent: digits only (no sign, no exponent, no list), at most 2^53 − 1. */
const contentLengthSchema = z
  .string()
  .regex(/^\d{1,16}$/)
  .transform(Number)
  .pipe(z.number().int().max(Number.MAX_SAFE_INTEGER));

/**
 * The body size a request declares, or undefined when it declares none (chunked) or something
 * unreadable — then the body is measured as it streams instead. The declared size is reserved
 * against the quota before a byte is read, and a body longer than it is cut off.
 */
export function declaredBodyBytes(headers: Headers): number | undefined {
  const parsed = contentLengthSchema.safeParse(headers.get('content-length')?.trim());
  return parsed.success ? parsed.data : undefined;
}

/** An upload's body as every upload path reads it. */
export interface UploadBody {
  /** The bytes as they arrive (`bodyChunks`), never held whole. */
  chunks: AsyncIterable<Uint8Array>;
  /** Content-Length as declared (`declaredBodyBytes`): checked and reserved before a byte is read. */
  declaredBytes: number | undefined;
  /** Refused part-way: read and drop the rest (`discardRest`), so the client can read the answer. */
  drain(): Promise<void>;
  /** Stop reading; the client may see the connection cut. Harmless once the body was read to its end. */
  cancel(): Promise<void>;
}

/** The request's body to stream into the store, or null when it has none. */
export function uploadBody(request: Request): UploadBody | null {
  if (!request.body) return null;
  const reader = request.body.getReader();
  return {
    chunks: bodyChunks(reader),
    declaredBytes: declaredBodyBytes(request.headers),
    drain: () => discardRest(reader),
    cancel: () => reader.cancel().catch(() => undefined),
  };
}
