import type { ReferenceRelease } from '@/lib/data/reference/types';

/**
 * A reference release as a choice in a form (Settings' current release, a conversion's re-run):
 * `value` is what the form posts — the release id, or "demo" for the bundled demo set.
 */
export interface ReleaseOption {
  value: string;
  releaseId: number | null;
  versionDate: string | null;
  source: string;
  /** Published for every workspace, not imported under this workspace's licence. */
  shared: boolean;
  sha256: string | null;
}

export const DEMO_OPTION_VALUE = 'demo';

/** The bundled demo set first, then the ready releases newest first, as the forms list them. */
export function releaseOptions(releases: readonly ReferenceRelease[], demo: { versionDate: string | null; sha256: string | null }): ReleaseOption[] {
  return [
    { value: DEMO_OPTION_VALUE, releaseId: null, versionDate: demo.versionDate, source: 'demo', shared: true, sha256: demo.sha256 },
    ...releases
      .filter((r) => r.status === 'ready')
      .map((r) => ({ value: String(r.id), releaseId: r.id, versionDate: r.versionDate, source: r.source, shared: r.workspaceId === null, sha256: r.sha256 })),
  ];
}
