/**
 * Blob storage for uploads, deliverables and evidence bundles: content-addressed by SHA-256, in a
 * local folder (embedded default) or a private Supabase Storage bucket (production). See
 * docs/jobs.md ("Storage").
 */
export {
  assertBlobKey,
  blobPath,
  isBlobKey,
  type BlobInput,
  type BlobStore,
  type PutOptions,
  type PutOutcome,
  type StoredBlob,
} from './blob-store';
export { LocalBlobStore } from './local-store';
export { SupabaseBlobStore, type SupabaseStoreSettings } from './supabase-store';
export {
  DEFAULT_BUCKET,
  StorageConfigError,
  getBlobStore,
  openBlobStore,
  resolveBlobStoreTarget,
  type BlobStoreTarget,
  type BlobStoreTargetResult,
} from './select-store';
export { checkBlob, copyBlobToFile, putFile, readBlob, type BlobCheck } from './blob-files';
