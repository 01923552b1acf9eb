import { bundledDemoRelease } from './bundled-demo';
import { getReferenceRelease, listReferenceReleases, type ReferenceRelease } from './releases';
import { refusing, type Outcome, type Queryable } from '@/lib/db';
import type { ReferencePin } from './reference-pin';
import { invalid, notFound, requireRole } from '../workspaces/roles';
import { say } from '@/lib/catalog/messages';

/*
 * A workspace's reference releases (decision 0008): the ones it may use — its own imports and the
 * shared ones a platform administrator published — and the one it converts against now (a setting;
 * null = the bundled demo set). The current release only decides what NEW conversions are pinned
 * to: review and exports of a conversion always use the release in its pin.
 */

/** A pinned or current reference: the pin, and the release row (null for the bundled demo set). */
export interface PinnedReference {
  pin: ReferencePin;
  release: ReferenceRelease | null;
}

/** Ready releases the workspace may convert against, newest first (RLS hides the rest anyway). */
export async function usableReferenceReleases(tx: Queryable, workspaceId: string): Promise<ReferenceRelease[]> {
  const releases = await listReferenceReleases(tx, { workspaceId });
  return releases.filter((r) => r.status === 'ready');
}

/** The bundled demo set as a pin (its hash is that of the files this installation ships). */
export async function bundledDemoPin(): Promise<ReferencePin> {
  const demo = await bundledDemoRelease();
  return { releaseId: null, versionDate: demo.versionDate, sha256: demo.sha256 };
}

function pinOfRelease(release: ReferenceRelease): ReferencePin {
  return { releaseId: release.id, versionDate: release.versionDate, sha256: release.sha256 };
}

/** The release id a workspace's new conversions use; null = the bundled demo set (also without a settings row). */
async function currentReleaseId(tx: Queryable, workspaceId: string): Promise<number | null> {
  const [row] = await tx.query<{ reference_release_id: number | null }>(
    `select reference_release_id from public.workspace_settings where workspace_id = $1`,
    [workspaceId],
  );
  return row?.reference_release_id ?? null;
}

/**
 * What the workspace converts against now. A release the caller cannot read (it should not happen:
 * the database only accepts usable ones) falls back to nothing rather than to another release.
 */
export async function currentReferenceOf(tx: Queryable, workspaceId: string): Promise<PinnedReference | null> {
  const releaseId = await currentReleaseId(tx, workspaceId);
  if (releaseId === null) return { pin: await bundledDemoPin(), release: null };
  const release = await getReferenceRelease(tx, releaseId);
  return release ? { pin: pinOfRelease(release), release } : null;
}

/** The release row behind a conversion's pin (null for the demo set or a release the caller cannot see). */
export async function releaseOfPin(tx: Queryable, pin: ReferencePin): Promise<ReferenceRelease | null> {
  return pin.releaseId === null ? null : getReferenceRelease(tx, pin.releaseId);
}

/**
 * The pin for a new conversion: the workspace's current release (`releaseId` undefined), the bundled
 * demo set (null), or a named release the workspace may use (a re-run). Refuses a release that is not
 * ready or belongs to another workspace — which RLS makes look the same as one that does not exist.
 */
export async function pinForNewConversion(
  tx: Queryable,
  workspaceId: string,
  releaseId?: number | null,
): Promise<Outcome<{ pin: ReferencePin }>> {
  const wanted = releaseId === undefined ? await currentReleaseId(tx, workspaceId) : releaseId;
  if (wanted === null) return { ok: true, pin: await bundledDemoPin() };
  const release = await getReferenceRelease(tx, wanted);
  if (!release || release.status !== 'ready' || (release.workspaceId !== null && release.workspaceId !== workspaceId)) {
    return invalid(say('refusal.releaseNotUsable', { release: String(wanted) }));
  }
  return { ok: true, pin: pinOfRelease(release) };
}

/**
 * Makes a release the workspace's current one (server code: the CLI after an import). The database
 * checks the release is ready and the workspace's own or shared. Audited with the settings.
 */
export async function adoptReferenceRelease(tx: Queryable, workspaceId: string, releaseId: number | null): Promise<Outcome<object>> {
  return refusing(tx, async (q) => {
    await q.query(
      `insert into public.workspace_settings (workspace_id, reference_release_id) values ($1, $2)
       on conflict (workspace_id) do update set reference_release_id = excluded.reference_release_id`,
      [workspaceId, releaseId],
    );
    return {};
  });
}

/**
 * After an import into a workspace (server code): a workspace still on the bundled demo set starts
 * using the new release — the demo set is never what a customer with a licence wants — while one that
 * already chose a release keeps it (a new delivery is checked first, by re-running a conversion
 * against it). True when the release became current.
 */
export async function adoptIfOnDemo(tx: Queryable, workspaceId: string, releaseId: number): Promise<boolean> {
  if ((await currentReleaseId(tx, workspaceId)) !== null) return false;
  const adopted = await adoptReferenceRelease(tx, workspaceId, releaseId);
  if (!adopted.ok) throw new Error(adopted.message);
  return true;
}

/**
 * Chooses the workspace's current release (owners, like every setting; `withUser`). Conversions made
 * before keep their pin. Refusals: not_found (not a member), not_allowed, invalid (not usable here).
 */
export async function chooseReferenceRelease(
  tx: Queryable,
  workspaceId: string,
  releaseId: number | null,
): Promise<Outcome<{ current: PinnedReference }>> {
  const allowed = await requireRole(tx, workspaceId, 'manage');
  if (!allowed.ok) return allowed;
  if (releaseId !== null) {
    const usable = await pinForNewConversion(tx, workspaceId, releaseId);
    if (!usable.ok) return usable;
  }
  const adopted = await adoptReferenceRelease(tx, workspaceId, releaseId);
  if (!adopted.ok) return adopted;
  const current = await currentReferenceOf(tx, workspaceId);
  return current ? { ok: true, current } : notFound('workspace');
}
