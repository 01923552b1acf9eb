import { asService, findAccountByEmail, getWorkspaceBySlug, withUser, type Db, type Workspace } from '@/lib/db';
import { createApiKey, listApiKeys, revokeApiKey, type ApiKey, type ApiKeyScope } from '@/lib/workspace-data';

/**
 * API keys from the command line (`partsmith api-keys …`). Like lib/auth/workspace-admin.ts, every
 * step runs as an owner (`withUser`), so the role rules, RLS and the audit log apply as they do in
 * Settings; only finding the account and the workspace is service code.
 */

export type KeyAdminOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** The workspace and the owner to act as: `ownerEmail`, or else the workspace's creator. */
async function actingOwner(db: Db, slug: string, ownerEmail?: string): Promise<KeyAdminOutcome<{ workspace: Workspace; userId: string }>> {
  const workspace = await asService((tx) => getWorkspaceBySlug(tx, slug), db);
  if (!workspace) return { ok: false, message: `No workspace "${slug}".` };
  if (!ownerEmail) {
    if (!workspace.createdBy) return { ok: false, message: `Workspace "${slug}" has no creator to act for; name an owner with --owner.` };
    return { ok: true, value: { workspace, userId: workspace.createdBy } };
  }
  const account = await asService((tx) => findAccountByEmail(tx, ownerEmail), db);
  if (!account) return { ok: false, message: `No account for ${ownerEmail}.` };
  if (account.accountStatus !== 'active') return { ok: false, message: `${ownerEmail} is ${account.accountStatus}; only an active owner can manage API keys.` };
  return { ok: true, value: { workspace, userId: account.id } };
}

export async function createWorkspaceApiKey(
  db: Db,
  input: { slug: string; name: string; scopes: readonly ApiKeyScope[]; ownerEmail: string },
): Promise<KeyAdminOutcome<{ key: ApiKey; secret: string }>> {
  const owner = await actingOwner(db, input.slug, input.ownerEmail);
  if (!owner.ok) return owner;
  const { workspace, userId } = owner.value;
  const created = await withUser({ sub: userId }, (tx) => createApiKey(tx, { workspaceId: workspace.id, name: input.name, scopes: input.scopes }), db);
  if (!created.ok) return { ok: false, message: created.code === 'not_found' ? `${input.ownerEmail} is not a member of "${input.slug}".` : created.message };
  return { ok: true, value: { key: created.key, secret: created.secret } };
}

export async function listWorkspaceApiKeys(db: Db, input: { slug: string; ownerEmail?: string }): Promise<KeyAdminOutcome<ApiKey[]>> {
  const owner = await actingOwner(db, input.slug, input.ownerEmail);
  if (!owner.ok) return owner;
  const { workspace, userId } = owner.value;
  return { ok: true, value: await withUser({ sub: userId }, (tx) => listApiKeys(tx, workspace.id), db) };
}

/** Revokes the workspace's key with this prefix (the `psk_<prefix>_…` part lists show). */
export async function revokeWorkspaceApiKey(
  db: Db,
  input: { slug: string; prefix: string; ownerEmail?: string },
): Promise<KeyAdminOutcome<{ key: ApiKey; revoked: boolean }>> {
  const owner = await actingOwner(db, input.slug, input.ownerEmail);
  if (!owner.ok) return owner;
  const { workspace, userId } = owner.value;
  return withUser(
    { sub: userId },
    async (tx) => {
      const prefix = input.prefix.replace(/^psk_/, '').split('_')[0] ?? '';
      const key = (await listApiKeys(tx, workspace.id)).find((k) => k.prefix === prefix);
      if (!key) return { ok: false as const, message: `No API key psk_${prefix}_… in "${input.slug}" (only owners see keys).` };
      const revoked = await revokeApiKey(tx, key.id);
      if (!revoked.ok) return { ok: false as const, message: revoked.message };
      return { ok: true as const, value: { key, revoked: revoked.revoked } };
    },
    db,
  );
}
