import { checkConvertSettings, DEFAULT_ACCEPT_THRESHOLD, SavedMappingSchema, type SavedMapping } from '@/lib/catalog';
import { refusing, type Outcome, type Queryable } from '@/lib/db';
import {
  CONVERSION_COLUMNS,
  toConversion,
  type Conversion,
  type ConversionRow,
  type ConversionStatus,
  pageSize,
} from '../catalogs';
import { invalid, invalidFinding, notFound, requireRole } from '../workspaces';
import { say } from '@/lib/catalog/messages';

/** Several files, one mapping, one brand, one combined export. */
export interface Batch {
  id: string;
  workspaceId: string;
  name: string;
  brand: string;
  mapping: SavedMapping | null;
  acceptThreshold: number;
  createdBy: string | null;
  createdAt: Date;
}

export interface BatchTotals {
  files: number;
  byStatus: Record<ConversionStatus, number>;
  rows: number;
  converted: number;
  flagged: number;
  rejected: number;
  merged: number;
  apps: number;
  items: number;
}

export interface BatchDetail {
  batch: Batch;
  /** In the order the files were added; reports left out. */
  items: { position: number; conversion: Conversion }[];
  totals: BatchTotals;
}

type BatchRow = {
  id: string;
  workspace_id: string;
  name: string;
  brand: string;
  mapping: SavedMapping | null;
  accept_threshold: string | number;
  created_by: string | null;
  created_at: Date;
};

const COLUMNS = 'id, workspace_id, name, brand, mapping, accept_threshold, created_by, created_at';

function toBatch(r: BatchRow): Batch {
  return {
    id: r.id,
    workspaceId: r.workspace_id,
    name: r.name,
    brand: r.brand,
    mapping: r.mapping,
    acceptThreshold: Number(r.accept_threshold),
    createdBy: r.created_by,
    createdAt: r.created_at,
  };
}

export interface CreateBatchInput {
  workspaceId: string;
  name: string;
  brand: string;
  mapping?: SavedMapping | null;
  acceptThreshold?: number;
}

/** Creates an empty batch (owners and operators, `withUser`). Refusals: not_found, not_allowed, invalid. */
export async function createBatch(tx: Queryable, input: CreateBatchInput): Promise<Outcome<{ batch: Batch }>> {
  const threshold = input.acceptThreshold ?? DEFAULT_ACCEPT_THRESHOLD;
  const problem = checkConvertSettings({ brand: input.brand, acceptThreshold: threshold })[0];
  if (problem) return invalidFinding(problem);
  const mapping = input.mapping ? SavedMappingSchema.safeParse(input.mapping) : null;
  if (mapping && !mapping.success) return invalid(say('refusal.savedMappingInvalid'));
  const allowed = await requireRole(tx, input.workspaceId, 'convert');
  if (!allowed.ok) return allowed;
  return refusing(tx, async (q) => {
    const [row] = await q.query<BatchRow>(
      `insert into public.batches (workspace_id, name, brand, mapping, accept_threshold)
       values ($1, $2, $3, $4::text::jsonb, $5) returning ${COLUMNS}`,
      [input.workspaceId, input.name.trim(), input.brand, mapping?.success ? JSON.stringify(mapping.data) : null, threshold],
    );
    if (!row) throw new Error('batch insert returned nothing');
    return { batch: toBatch(row) };
  });
}

/**
 * Adds a conversion to a batch (owners and operators); adding it twice keeps its first place.
 * Refusals: not_found, not_allowed, invalid (another workspace's conversion).
 */
export async function addToBatch(tx: Queryable, batchId: string, conversionId: string): Promise<Outcome<{ position: number }>> {
  const batch = await getBatchRow(tx, batchId);
  if (!batch) return notFound('batch');
  const allowed = await requireRole(tx, batch.workspaceId, 'convert');
  if (!allowed.ok) return allowed;
  return refusing(tx, async (q) => {
    const [existing] = await q.query<{ position: number }>(`select position from public.batch_items where batch_id = $1 and conversion_id = $2`, [
      batchId,
      conversionId,
    ]);
    if (existing) return { position: existing.position };
    const [row] = await q.query<{ position: number }>(
      `insert into public.batch_items (batch_id, conversion_id, workspace_id, position)
       select $1, $2, $3, coalesce(max(position), 0) + 1 from public.batch_items where batch_id = $1
       returning position`,
      [batchId, conversionId, batch.workspaceId],
    );
    if (!row) throw new Error('batch item insert returned nothing');
    return { position: row.position };
  });
}

async function getBatchRow(tx: Queryable, batchId: string): Promise<Batch | null> {
  const [row] = await tx.query<BatchRow>(`select ${COLUMNS} from public.batches where id = $1`, [batchId]);
  return row ? toBatch(row) : null;
}

/** A batch with each file's conversion and the totals over them; null when not visible. */
export async function getBatch(tx: Queryable, batchId: string): Promise<BatchDetail | null> {
  const batch = await getBatchRow(tx, batchId);
  if (!batch) return null;
  const rows = await tx.query<ConversionRow & { position: number }>(
    `select i.position, ${CONVERSION_COLUMNS}
     from public.batch_items i
     join public.conversions c on c.id = i.conversion_id
     join public.uploads u on u.id = c.upload_id
     where i.batch_id = $1 order by i.position`,
    [batchId],
  );
  const items = rows.map((r) => ({ position: r.position, conversion: toConversion(r) }));
  return { batch, items, totals: batchTotals(items.map((i) => i.conversion)) };
}

export function batchTotals(conversions: readonly Conversion[]): BatchTotals {
  const totals: BatchTotals = {
    files: conversions.length,
    byStatus: { queued: 0, running: 0, succeeded: 0, failed: 0 },
    rows: 0,
    converted: 0,
    flagged: 0,
    rejected: 0,
    merged: 0,
    apps: 0,
    items: 0,
  };
  for (const c of conversions) {
    totals.byStatus[c.status]++;
    const k = c.counts;
    if (!k) continue;
    totals.rows += k.rows;
    totals.converted += k.converted;
    totals.flagged += k.flagged;
    totals.rejected += k.rejected;
    totals.merged += k.merged;
    totals.apps += k.apps;
    totals.items += k.items;
  }
  return totals;
}

export async function listBatches(tx: Queryable, workspaceId: string, options: { limit?: number } = {}): Promise<Batch[]> {
  const rows = await tx.query<BatchRow>(`select ${COLUMNS} from public.batches where workspace_id = $1 order by created_at desc limit $2`, [
    workspaceId,
    pageSize(options.limit),
  ]);
  return rows.map(toBatch);
}
