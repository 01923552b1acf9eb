import { batchTotals } from '@/lib/data/exports';
import type { Conversion } from '@/lib/data/catalogs';
import type { BatchFileView, BatchSnapshot } from '@/lib/data/exports/types';

export const BATCH_ID = '11111111-1111-4111-8111-111111111111';

const COUNTS = { rows: 120, converted: 100, flagged: 8, rejected: 4, merged: 8, apps: 300, items: 90 };

export function file(position: number, patch: Partial<BatchFileView>): BatchFileView {
  return {
    position,
    conversionId: `2222222${position}-2222-4222-8222-222222222222`,
    fileName: `file-${position}.csv`,
    status: 'queued',
    stage: null,
    rowsDone: 0,
    rowsTotal: null,
    counts: null,
    error: null,
    ...patch,
  };
}

export const succeeded = (position: number, fileName = `file-${position}.csv`) =>
  file(position, { fileName, status: 'succeeded', stage: 'done', rowsDone: 120, rowsTotal: 120, counts: COUNTS });

/** A snapshot whose totals are computed the way lib/data computes them. */
export function snapshot(files: BatchFileView[], exports: BatchSnapshot['exports'] = [], combined: BatchSnapshot['combined'] = null): BatchSnapshot {
  return {
    id: BATCH_ID,
    workspaceId: '33333333-3333-4333-8333-333333333333',
    name: 'Spring brakes',
    brand: 'BKMN',
    mappingColumns: null,
    acceptThreshold: 0.9,
    createdAt: '2026-03-01T10:00:00.000Z',
    files,
    totals: batchTotals(files.map((f) => ({ status: f.status, counts: f.counts }) as Conversion)),
    exports,
    combined,
  };
}
