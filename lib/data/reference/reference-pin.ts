/**
 * The reference release a conversion is pinned to (docs/decisions/0008-reference-releases-per-workspace.md).
 * Browser-safe: pages and components show it.
 */
export interface ReferencePin {
  /** A release in `reference.releases`; null = the bundled demo set. */
  releaseId: number | null;
  /** `YYYY-MM-DD` of the release (its Version table or file prefix); null when it says none. */
  versionDate: string | null;
  /** SHA-256 of the delivery; null only for conversions made before releases were pinned. */
  sha256: string | null;
}

/** The first 12 hex digits: enough to tell releases apart on a screen, the full hash is in the bundle. */
export function shortReleaseHash(sha256: string | null): string {
  return sha256 ? sha256.slice(0, 12) : '—';
}

/** Two pins name the same reference data. */
export function samePin(a: ReferencePin, b: ReferencePin): boolean {
  return a.releaseId === b.releaseId && a.sha256 === b.sha256;
}
