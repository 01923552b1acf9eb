export { bundleCheckIn, checkUploadedBundle, MAX_BUNDLE_BYTES, type BundleCheck } from './verify-bundle';
export { verifyRateLimiter } from './rate-limit';
