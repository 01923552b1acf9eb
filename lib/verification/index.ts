export { bundleCheckIn, checkUploadedBundle, MAX_BUNDLE_BYTES, type BundleCheck, type ReadBundleCheck } from './verify-bundle';
export { readableContext, type ReadableContext } from './readable-context';
export { verifyRateLimiter } from './rate-limit';
