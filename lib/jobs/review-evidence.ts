import type { RowReview } from '@/lib/catalog/convert';
import type { AppliedDecision, Conversion, ReviewDecision } from '@/lib/data/catalogs';

/** The engine's view of the decisions: source row → what to do with it when it is held again. */
export function reviewMap(decisions: readonly AppliedDecision[]): Map<number, RowReview> {
  const map = new Map<number, RowReview>();
  for (const d of decisions) {
    if (d.decision === 'overridden') map.set(d.row, { decision: 'overridden', fields: d.override ?? {} });
    else map.set(d.row, { decision: d.decision });
  }
  return map;
}

export function decisionCounts(decisions: readonly AppliedDecision[]): Record<ReviewDecision, number> {
  const counts: Record<ReviewDecision, number> = { approved: 0, overridden: 0, rejected: 0 };
  for (const d of decisions) counts[d.decision]++;
  return counts;
}

/**
 * `review/decisions.json` in the evidence bundle: which held rows were approved, overridden (with
 * the values given) or rejected, by whom (account id) and when, and how many were left undecided.
 * The bundle's signature covers it like every other file.
 */
export function decisionsDocument(conversion: Conversion, decisions: readonly AppliedDecision[], pending: number): string {
  const doc = {
    conversion: {
      id: conversion.id,
      file: conversion.fileName,
      sha256: conversion.uploadSha256,
      brand: conversion.brand,
      mappingVersion: conversion.mappingVersion,
      acceptThreshold: conversion.acceptThreshold,
      // The release it was pinned to: the decisions were made against exactly these names and IDs.
      reference: conversion.reference,
    },
    summary: { ...decisionCounts(decisions), pending },
    decisions: decisions.map((d) => ({
      row: d.row,
      outcome: d.outcome,
      codes: d.codes,
      decision: d.decision,
      ...(d.override ? { override: d.override } : {}),
      decidedBy: d.decidedBy,
      decidedAt: d.decidedAt?.toISOString() ?? null,
    })),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
