import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { refusing, type Outcome, type Queryable } from '@/lib/db';
import { notFound, notValid, requireRole } from './roles';

/** What a key may do through REST API v1; the API checks the scope, RLS the owner's role. */
export const API_KEY_SCOPES = ['uploads:write', 'jobs:read', 'jobs:write', 'exports:read', 'exports:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export interface ApiKey {
  id: string;
  workspaceId: string;
  name: string;
  /** Shown in lists to tell keys apart: the key reads `psk_<prefix>_…`. */
  prefix: string;
  scopes: ApiKeyScope[];
  createdBy: string;
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

/** A presented key that checks out: act as `userId` in `workspaceId`, within `scopes`. */
export interface VerifiedApiKey {
  keyId: string;
  workspaceId: string;
  userId: string;
  scopes: ApiKeyScope[];
}

type KeyRow = {
  id: string;
  workspace_id: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  created_by: string;
  created_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
};

// Never key_hash: users may not read it back (column privileges), and nothing here needs it.
const COLUMNS = 'id, workspace_id, name, prefix, scopes, created_by, created_at, revoked_at, last_used_at';

function toKey(r: KeyRow): ApiKey {
  return {
    id: r.id,
    workspaceId: r.workspace_id,
    name: r.name,
    prefix: r.prefix,
    scopes: r.scopes,
    createdBy: r.created_by,
    createdAt: r.created_at,
    revokedAt: r.revoked_at,
    lastUsedAt: r.last_used_at,
  };
}

const KEY_FORMAT = /^psk_([a-z0-9]{12})_([A-Za-z0-9_-]{43})$/;
const PREFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function newPrefix(): string {
  const bytes = randomBytes(12);
  return Array.from(bytes, (b) => PREFIX_ALPHABET[b % PREFIX_ALPHABET.length]).join('');
}

/** SHA-256 of the whole key: a 256-bit random secret needs no slow hash (nothing to guess). */
export function apiKeyHash(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export const createApiKeySchema = z.object({
  name: z.string().trim().min(1).max(100),
  scopes: z.array(z.enum(API_KEY_SCOPES)).min(1),
});

/**
 * Creates a key (owners, `withUser`; audited). The secret is in the result once and never again —
 * only its hash is stored. Refusals: not_found, not_allowed, invalid.
 */
export async function createApiKey(
  tx: Queryable,
  input: { workspaceId: string; name: string; scopes: readonly ApiKeyScope[] },
): Promise<Outcome<{ key: ApiKey; secret: string }>> {
  const parsed = createApiKeySchema.safeParse({ name: input.name, scopes: [...new Set(input.scopes)] });
  if (!parsed.success) return notValid('key', parsed.error);
  const allowed = await requireRole(tx, input.workspaceId, 'manage');
  if (!allowed.ok) return allowed;
  const prefix = newPrefix();
  const secret = `psk_${prefix}_${randomBytes(32).toString('base64url')}`;
  return refusing(tx, async (q) => {
    const [row] = await q.query<KeyRow>(
      `insert into public.api_keys (workspace_id, name, prefix, key_hash, scopes) values ($1, $2, $3, $4, $5::text[])
       returning ${COLUMNS}`,
      [input.workspaceId, parsed.data.name, prefix, apiKeyHash(secret), parsed.data.scopes],
    );
    if (!row) throw new Error('api key insert returned nothing');
    return { key: toKey(row), secret };
  });
}

/** The workspace's keys, revoked ones too (owners; others see none). */
export async function listApiKeys(tx: Queryable, workspaceId: string): Promise<ApiKey[]> {
  const rows = await tx.query<KeyRow>(`select ${COLUMNS} from public.api_keys where workspace_id = $1 order by created_at desc`, [workspaceId]);
  return rows.map(toKey);
}

/** Revokes a key for good (owners; audited). `revoked: false` when it already was. */
export async function revokeApiKey(tx: Queryable, keyId: string): Promise<Outcome<{ revoked: boolean }>> {
  return refusing(tx, async (q) => {
    const [exists] = await q.query<{ id: string }>(`select id from public.api_keys where id = $1`, [keyId]);
    if (!exists) throw Object.assign(new Error('no such API key'), { code: 'P0002' });
    const [row] = await q.query<{ revoked: boolean }>(`select public.revoke_api_key($1) as revoked`, [keyId]);
    return { revoked: row?.revoked ?? false };
  });
}

/** Don't write last_used_at more than once a minute per key: a busy connector is not an audit trail. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Checks a presented key (server code, `asService`): well-formed, known, not revoked, hash equal (in
 * constant time), and its creator still an active account. The API then runs the request
 * `withUser({ sub: userId })`, so the creator's current role and RLS still decide. Refusals:
 * not_found (no such key, wrong secret, revoked — one answer for all, so keys cannot be probed).
 */
export async function verifyApiKey(tx: Queryable, presented: string, now: Date = new Date()): Promise<Outcome<{ key: VerifiedApiKey }>> {
  const match = KEY_FORMAT.exec(presented.trim());
  const refused = notFound('apiKey');
  if (!match) return refused;
  const [row] = await tx.query<KeyRow & { key_hash: string; account_status: string }>(
    `select k.${COLUMNS.split(', ').join(', k.')}, k.key_hash, u.account_status
     from public.api_keys k join public.users u on u.id = k.created_by
     where k.prefix = $1`,
    [match[1]],
  );
  if (!row || row.revoked_at !== null || row.account_status !== 'active') return refused;
  const expected = Buffer.from(row.key_hash, 'hex');
  const actual = Buffer.from(apiKeyHash(presented.trim()), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return refused;
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > LAST_USED_RESOLUTION_MS) {
    await tx.query(`update public.api_keys set last_used_at = $2 where id = $1`, [row.id, now.toISOString()]);
  }
  return { ok: true, key: { keyId: row.id, workspaceId: row.workspace_id, userId: row.created_by, scopes: row.scopes } };
}
