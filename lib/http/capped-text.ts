/**
 * A request body's bytes, or null when it is larger than `maxBytes` — by its Content-Length or, for a
 * sender that leaves it out, as read (reading stops there).
 */
export async function readCappedBytes(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The same as UTF-8 text: for small JSON bodies (the REST API's, the browsers' beacons). */
export async function readCappedText(request: Request, maxBytes: number): Promise<string | null> {
  const bytes = await readCappedBytes(request, maxBytes);
  return bytes === null ? null : Buffer.from(bytes).toString('utf8');
}
