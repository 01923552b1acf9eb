/**
 * A small world for the catalog tables' tests: workspace "Brakes" with one member of each role, an
 * outsider with a workspace of their own, and rows in every catalog table (written as server code).
 */
import { asService, withUser } from '@/lib/db/scopes';
import type { Queryable } from '@/lib/db/types';
import { addMemberByEmail, createWorkspace } from '@/lib/data/workspaces';
import { createUpload } from '@/lib/data/catalogs';
import { makeUser, type TestDb, type TestUser } from './harness';

export interface CatalogWorld {
  owner: TestUser;
  operator: TestUser;
  reviewer: TestUser;
  viewer: TestUser;
  outsider: TestUser;
  workspace: string;
  outsiderWorkspace: string;
  uploadId: string;
  conversionId: string;
  exportId: string;
  requestId: string;
  batchId: string;
}

export const SHA_A = 'a'.repeat(64);
export const SHA_B = 'b'.repeat(64);

/** A conversion row as the job would leave it: succeeded, with held rows 2 (flagged) and 3 (rejected). */
export async function seedSucceededConversion(db: TestDb, workspace: string, uploadId: string, createdBy: string): Promise<string> {
  return asService(async (tx) => {
    const [c] = await tx.query<{ id: string }>(
      `insert into public.conversions (workspace_id, upload_id, brand, created_by, status, counts, outputs)
       values ($1, $2, 'BKMN', $3, 'succeeded', '{"rows":3}'::jsonb, '[]'::jsonb) returning id`,
      [workspace, uploadId, createdBy],
    );
    await tx.query(
      `insert into public.conversion_rows (conversion_id, workspace_id, source_row, outcome, codes, source, proposed)
       values ($1, $2, 2, 'flagged', '{MAKE_TYPO}', '{"Make":"Toyta"}', '{"apps":[]}'),
              ($1, $2, 3, 'rejected', '{MAKE_UNKNOWN}', '{"Make":"Zorgmobile"}', null),
              ($1, $2, 4, 'flagged', '{MODEL_TYPO}', '{"Model":"Civc"}', '{"apps":[]}')`,
      [c!.id, workspace],
    );
    return c!.id;
  }, db);
}

export async function buildCatalogWorld(db: TestDb): Promise<CatalogWorld> {
  const owner = await makeUser(db, { username: 'olivia' });
  const operator = await makeUser(db, { username: 'oscar' });
  const reviewer = await makeUser(db, { username: 'rita' });
  const viewer = await makeUser(db, { username: 'victor' });
  const outsider = await makeUser(db, { username: 'xavier' });
  const as = <T>(user: TestUser, fn: (tx: Queryable) => Promise<T>) => withUser(user.claims, fn, db);

  const created = await as(owner, (tx) => createWorkspace(tx, { name: 'Brakes', slug: `brakes-${owner.id.slice(0, 8)}` }));
  if (!created.ok) throw new Error(created.message);
  const workspace = created.workspaceId;
  for (const [user, role] of [
    [operator, 'operator'],
    [reviewer, 'reviewer'],
    [viewer, 'viewer'],
  ] as const) {
    const added = await as(owner, (tx) => addMemberByEmail(tx, { workspaceId: workspace, email: user.email, role }));
    if (!added.ok) throw new Error(added.message);
  }
  const [own] = await asService(
    (tx) => tx.query<{ id: string }>('select id from public.workspaces where created_by = $1 and personal', [outsider.id]),
    db,
  );

  const upload = await asService(
    (tx) =>
      createUpload(tx, {
        workspaceId: workspace,
        sha256: SHA_A,
        bytes: 120,
        fileName: 'brakes.csv',
        format: 'csv',
        encoding: 'utf-8',
        delimiter: ',',
        storageKey: SHA_A,
        uploadedBy: operator.id,
      }),
    db,
  );
  const conversionId = await seedSucceededConversion(db, workspace, upload.upload.id, operator.id);
  const ids = await asService(async (tx) => {
    const [req] = await tx.query<{ id: string }>(
      `insert into public.export_requests (workspace_id, conversion_id, created_by) values ($1, $2, $3) returning id`,
      [workspace, conversionId, operator.id],
    );
    const [exp] = await tx.query<{ id: string }>(
      `insert into public.exports (workspace_id, request_id, conversion_id, brand, aces_version, pies_version, files, bundle_key, bundle_sha256, bundle_bytes, created_by)
       values ($1, $2, $3, 'BKMN', '4.2', '7.2', '[]', $4, $4, 100, $5) returning id`,
      [workspace, req!.id, conversionId, SHA_B, operator.id],
    );
    const [batch] = await tx.query<{ id: string }>(
      `insert into public.batches (workspace_id, name, brand, created_by) values ($1, 'Spring', 'BKMN', $2) returning id`,
      [workspace, operator.id],
    );
    await tx.query(`insert into public.batch_items (batch_id, conversion_id, workspace_id, position) values ($1, $2, $3, 1)`, [
      batch!.id,
      conversionId,
      workspace,
    ]);
    await tx.query(
      `insert into public.saved_mappings (workspace_id, name, header_fingerprint, mapping, created_by)
       values ($1, 'Supplier A', $2, '{"version":1,"columns":[{"column":"Make","field":"make"}]}', $3)`,
      [workspace, SHA_A, operator.id],
    );
    await tx.query(
      `insert into public.notifications (workspace_id, kind, recipient, subject, status) values ($1, 'export.ready', 'team@example.test', 'Ready', 'sent')`,
      [workspace],
    );
    await tx.query(`insert into public.workspace_settings (workspace_id, retention_days) values ($1, 30)`, [workspace]);
    return { requestId: req!.id, exportId: exp!.id, batchId: batch!.id };
  }, db);

  // Server code cannot create keys (only owners do, as themselves); the seed writes as the table owner.
  await db.query(
    `insert into public.api_keys (workspace_id, name, prefix, key_hash, scopes, created_by) values ($1, 'ERP', 'abcdefabcdef', $2, '{jobs:read}', $3)`,
    [workspace, SHA_A, owner.id],
  );

  return { owner, operator, reviewer, viewer, outsider, workspace, outsiderWorkspace: own!.id, uploadId: upload.upload.id, conversionId, ...ids };
}
