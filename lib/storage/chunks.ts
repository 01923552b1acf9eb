import type { BlobInput } from './blob-store';

/** Any blob input as a stream of byte chunks. */
export async function* chunksOf(input: BlobInput): AsyncGenerator<Uint8Array> {
  if (typeof input === 'string') {
    yield Buffer.from(input, 'utf8');
    return;
  }
  if (input instanceof Uint8Array) {
    yield input;
    return;
  }
  for await (const chunk of input as AsyncIterable<Uint8Array | string>) {
    yield typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
  }
}
