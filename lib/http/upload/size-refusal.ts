/**
 * The refusals every upload path answers with a code of its own (413) rather than as an invalid
 * file: the file is over its size limit (a catalog's per-file limit, a reference delivery's cap), or
 * over the workspace's quota. The web routes and the REST API name them in their own words
 * (`too_large`, `upload_too_large`); which refusal is which is decided here, once.
 */
export type SizeRefusal = 'too_large' | 'quota_exceeded';

export function sizeRefusalOf(refusal: { finding?: { code: string } }): SizeRefusal | undefined {
  switch (refusal.finding?.code) {
    case 'UPLOAD_TOO_LARGE':
    case 'REFERENCE_TOO_LARGE':
      return 'too_large';
    case 'UPLOAD_QUOTA_EXCEEDED':
      return 'quota_exceeded';
    default:
      return undefined;
  }
}
