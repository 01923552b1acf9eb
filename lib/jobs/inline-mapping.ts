import os from 'node:os';
import path from 'node:path';
import { proposeMapping, type RecordedMapping, type SavedMapping } from '@/lib/catalog';
import type { ReferenceSet } from '@/lib/catalog/reference';
import type { BlobStore } from '@/lib/storage';
import type { Upload } from '@/lib/data/catalogs';
import { say } from '@/lib/catalog/messages';
import { refused } from '@/lib/data/workspaces';
import { refusedWith, type Submitted } from './runtime';
import { blobAsNamedFile, inWorkFolder } from './work-files';

/**
 * An API request's inline mapping made whole before the conversion is asked for: laid over the
 * mapping detected from the upload's header and first rows (the columns it names take its fields,
 * the rest keep what detection decided), so a mapping naming one column does not leave every other
 * column unmapped. Refused (invalid) when it names a column the file lacks, or when the result
 * leaves a field every row needs unmapped — better a 400 naming it than a job that "succeeds" with
 * every row rejected. `upload` must be one the caller may see (its RLS read).
 */
export async function resolveInlineMapping(
  store: BlobStore,
  upload: Pick<Upload, 'storageKey' | 'fileName'>,
  inline: SavedMapping,
  /** The reference the job will run against: detection checks values against it, as the job's own does. */
  options: { reference?: ReferenceSet } = {},
): Promise<Submitted<{ mapping: RecordedMapping }>> {
  return inWorkFolder(path.join(os.tmpdir(), 'partsmith-mapping'), 'inline', async (dir) => {
    const file = await blobAsNamedFile(store, upload.storageKey, dir, upload.fileName);
    if (!file) return refused('invalid', say('refusal.storedCopyMissing', { file: upload.fileName }));
    const proposed = await proposeMapping({ path: file }, inline, options.reference ? { reference: options.reference } : {});
    if ('error' in proposed) return refusedWith(proposed.error);
    if (proposed.unknownColumns.length > 0) {
      const named = proposed.unknownColumns.map((c) => `"${c}"`).join(', ');
      return refused('invalid', say('refusal.mappingUnknownColumn', { file: upload.fileName, named, columns: proposed.header.map((h) => `"${h}"`).join(', ') }));
    }
    const gap = proposed.missing[0];
    if (gap) {
      const more = proposed.missing.slice(1).map((g) => g.field);
      const example = `{ "column": "…", "field": "${gap.field}" }`;
      return refused('invalid', say('refusal.mappingLeavesField', { field: gap.field, why: gap.why, more: more.length ? more.join(', ') : 'none', example }));
    }
    return { ok: true, mapping: proposed.mapping };
  });
}

