import { render, say, type Said } from '@/lib/catalog/messages';
import { asService, refusalSaid, withUser, type Db, type Refusal } from '@/lib/db';
import { findAccountByEmail } from '@/lib/data/accounts';
import { type ApiKey, type ApiKeyScope, createApiKey, getWorkspaceBySlug, listApiKeys, revokeApiKey, type Workspace } from '@/lib/data/workspaces';

/**
 * API keys from the command line (`partsmith api-keys …`). Like lib/auth/workspace-admin.ts, every
 * step runs as an owner (`withUser`), so the role rules, RLS and the audit log apply as they do in
 * Settings; only finding the account and the workspace is service code.
 */

/** A refusal carries `said` for the command line's language and the English `message` as always. */
export type KeyAdminOutcome<T> = { ok: true; value: T } | KeyRefusal;
type KeyRefusal = { ok: false; message: string; said: Said };

/** The English `message` is rendered from the said, word for word what it has always been. */
function refused(said: Said): KeyRefusal {
  return { ok: false, message: render(said, 'en'), said };
}

/** A refusal of lib/data, framed in the reader's language (its text, else Postgres's words: see refusalSaid). */
function refusedAsWorded(refusal: Refusal): KeyRefusal {
  return refused(say('accounts.admin.refusedAsWorded', { reason: refusalSaid(refusal) }));
}

/** The workspace and the owner to act as: `ownerEmail`, or else the workspace's creator. */
async function actingOwner(db: Db, slug: string, ownerEmail?: string): Promise<KeyAdminOutcome<{ workspace: Workspace; userId: string }>> {
  const workspace = await asService((tx) => getWorkspaceBySlug(tx, slug), db);
  if (!workspace) return refused(say('accounts.admin.noWorkspace', { slug }));
  if (!ownerEmail) {
    if (!workspace.createdBy) return refused(say('accounts.keys.noCreator', { slug }));
    return { ok: true, value: { workspace, userId: workspace.createdBy } };
  }
  const account = await asService((tx) => findAccountByEmail(tx, ownerEmail), db);
  if (!account) return refused(say('accounts.admin.noAccount', { email: ownerEmail }));
  if (account.accountStatus !== 'active') return refused(say('accounts.keys.ownerNotActive', { email: ownerEmail, status: account.accountStatus }));
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
  if (!created.ok) {
    return created.code === 'not_found' ? refused(say('accounts.keys.notMember', { email: input.ownerEmail, slug: input.slug })) : refusedAsWorded(created);
  }
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
      if (!key) return refused(say('accounts.keys.noKey', { prefix, slug: input.slug }));
      const revoked = await revokeApiKey(tx, key.id);
      if (!revoked.ok) return refusedAsWorded(revoked);
      return { ok: true as const, value: { key, revoked: revoked.revoked } };
    },
    db,
  );
}
