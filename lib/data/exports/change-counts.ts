import { z } from 'zod';
import type { Export } from './exports';

/** The change-summary file the export job adds when the brand was exported before (lib/jobs/change-summary.ts). */
export const CHANGES_JSON = 'changes/changes.json';
/** The ACES UPDATE file (apps with action A/D) beside it, when a valid header could be made. */
export const UPDATE_XML = 'changes/aces-update.xml';

/** Net change against the previous export, as lib/catalog/diff counts it (by fitment). */
export const changeCountsSchema = z.object({
  added: z.number().int().nonnegative(),
  deleted: z.number().int().nonnegative(),
  changed: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  partsAdded: z.number().int().nonnegative(),
  partsDropped: z.number().int().nonnegative(),
  vehiclesNew: z.number().int().nonnegative(),
  vehiclesDropped: z.number().int().nonnegative(),
});
export type ChangeCounts = z.infer<typeof changeCountsSchema>;

/**
 * changes.json opens with the diff's summary — old, new, then `"counts": { … }` (flat numbers) —
 * before the lists of parts, vehicles and every changed app, which can run to megabytes. The
 * counts are within the first few hundred bytes, so reading stops there.
 */
const COUNTS = /"counts"\s*:\s*(\{[^{}]*\})/;
const MAX_HEAD_BYTES = 64 * 1024;

/**
 * The counts from the head of a changes.json stream; null when the head holds no readable counts
 * (not a change summary, or damaged). Stops reading (and releases the stream) once found.
 */
export async function readChangeCounts(source: AsyncIterable<Uint8Array | string>): Promise<ChangeCounts | null> {
  const decoder = new TextDecoder();
  let head = '';
  for await (const chunk of source) {
    head += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    const found = COUNTS.exec(head);
    if (found) return parseCounts(found[1]!);
    if (head.length > MAX_HEAD_BYTES) return null;
  }
  return null;
}

function parseCounts(json: string): ChangeCounts | null {
  try {
    const parsed = changeCountsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The stored changes.json of an export (its top-level one; a batch export has none). */
export function changeSummaryFile(exp: Export) {
  return exp.files.find((f) => f.name === CHANGES_JSON) ?? null;
}
