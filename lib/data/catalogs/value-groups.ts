import { z } from 'zod';
import { referenceSource, type ReferenceSet } from '@/lib/catalog/reference';
import {
  LEARNABLE_FIELDS,
  type LearnableField,
  learnedValueName,
  type ValueCandidate,
} from '@/lib/catalog/normalize';
import { refusalFrom, type Outcome, type Queryable } from '@/lib/db';
import {
  overrideFromPicks,
  type OverrideFields,
  notInConversionReference,
  recordLearnedTerm,
} from '../reference';
import { getConversion } from './conversions';
import { pageSize } from './files';
import { heldValueKey, type HeldValue } from './review';
import { invalid, notFound, notValid, refused, requireRole } from '../workspaces';
import { say } from '@/lib/catalog/messages';

/*
 * Review by value (decision 0011): held rows grouped by the value that stopped them, and one
 * decision per value. The rows keep their stops (conversion_rows.stops); the database keeps which
 * of them are still open per row (open_stops) and decides a value in one function
 * (public.decide_review_value, migration 20261122002100: one audit entry for all its rows).
 */

/** Candidates shown per group: the engine's best, merged over the group's rows. */
const CANDIDATES_SHOWN = 5;
/** Row numbers shown per group, to open a few before deciding. */
const SAMPLE_ROWS = 5;

export interface ValueGroup {
  field: LearnableField;
  /** learnedTermKey of the value: what the group is. */
  key: string;
  /** The value as the catalog writes it most often. */
  term: string;
  /** Finding codes the value raised (PART_TYPE_UNMATCHED, MAKE_TYPO, …). */
  codes: string[];
  /** Held rows holding the value, decided or not. */
  rows: number;
  /** Of those, rows where the value still waits for a decision. */
  pendingRows: number;
  /** Distinct part numbers among the rows. */
  parts: number;
  /** Best first. */
  candidates: ValueCandidate[];
  /** The first few row numbers, pending ones first. */
  sampleRows: number[];
}

/** Where the next page starts: after this group in the order (pending rows, rows, field:key). */
export interface ValueGroupCursor {
  pendingRows: number;
  rows: number;
  field: LearnableField;
  key: string;
}

export const valueGroupCursorSchema = z.object({
  pendingRows: z.number().int().nonnegative(),
  rows: z.number().int().nonnegative(),
  field: z.enum(LEARNABLE_FIELDS),
  key: z.string().min(1).max(500),
});

export interface ListValueGroupsOptions {
  field?: LearnableField;
  /** Only this value's group (to name it where its rows are listed). */
  value?: HeldValue;
  /** 'pending' (default): values still waiting on some row; 'all': every value that held a row. */
  state?: 'pending' | 'all';
  after?: ValueGroupCursor;
  limit?: number;
}

type CountRow = { k: string; rows: number; pending: number };
type DetailRow = { k: string; term: string; codes: string[]; parts: number; candidates: (ValueCandidate[] | null)[]; sample_rows: number[] };

/**
 * A conversion's held rows grouped by the value that stopped them, most pending rows first
 * (members, `withUser`: RLS shows only their workspaces' rows). `next` is null on the last page.
 */
export async function listValueGroups(
  tx: Queryable,
  conversionId: string,
  options: ListValueGroupsOptions = {},
): Promise<{ groups: ValueGroup[]; next: ValueGroupCursor | null }> {
  const limit = pageSize(options.limit);
  const after = options.after;
  // Counts first, from the keys alone (pending: the open-stops index); details only for the page.
  const counts = await tx.query<CountRow>(
    `with counted as (
       ${
         options.state === 'all'
           ? `select k, count(*)::int as rows, (count(*) filter (where r.decision is null and k = any (r.open_stops)))::int as pending
              from public.conversion_rows r, unnest(r.stop_keys) k
              where r.conversion_id = $1 and r.stop_keys <> '{}'`
           : `select k, 0 as rows, count(*)::int as pending
              from public.conversion_rows r, unnest(r.open_stops) k
              where r.conversion_id = $1 and r.decision is null and r.open_stops <> '{}'`
       }
         and ($2::text is null or split_part(k, ':', 1) = $2)
         and ($7::text is null or k = $7)
       group by k
     )
     select k, rows, pending from counted
     where $3::int is null or (-pending, -rows, k) > (-$3::int, -$4::int, $5::text)
     order by pending desc, rows desc, k
     limit $6`,
    [
      conversionId,
      options.field ?? null,
      after?.pendingRows ?? null,
      after?.rows ?? 0,
      after ? heldValueKey(after) : '',
      limit + 1,
      options.value ? heldValueKey(options.value) : null,
    ],
  );
  const page = counts.slice(0, limit);
  if (page.length === 0) return { groups: [], next: null };
  const details = await tx.query<DetailRow & { rows: number; pending: number }>(
    `select stop.k,
            count(*)::int as rows,
            (count(*) filter (where r.decision is null and stop.k = any (r.open_stops)))::int as pending,
            mode() within group (order by stop.s ->> 'term') as term,
            array_agg(distinct stop.s ->> 'code') as codes,
            count(distinct nullif(btrim(r.fields ->> 'partNumber'), ''))::int as parts,
            jsonb_agg(distinct stop.s -> 'candidates') as candidates,
            (array_agg(r.source_row order by (r.decision is null and stop.k = any (r.open_stops)) desc, r.source_row))[1:${SAMPLE_ROWS}] as sample_rows
     from public.conversion_rows r
     cross join lateral (
       select s, (s ->> 'field') || ':' || (s ->> 'key') as k from jsonb_array_elements(r.stops) s
     ) stop
     where r.conversion_id = $1 and r.stop_keys && string_to_array($2::text, ',')
       and stop.k = any (string_to_array($2::text, ','))
     group by stop.k`,
    [conversionId, page.map((c) => c.k).join(',')],
  );
  const byKey = new Map(details.map((d) => [d.k, d]));
  const groups = page.flatMap((c): ValueGroup[] => {
    const d = byKey.get(c.k);
    if (!d) return [];
    const colon = c.k.indexOf(':');
    return [
      {
        field: c.k.slice(0, colon) as LearnableField,
        key: c.k.slice(colon + 1),
        term: d.term,
        codes: d.codes.filter(Boolean).sort(),
        rows: d.rows,
        pendingRows: d.pending,
        parts: d.parts,
        candidates: mergeCandidates(d.candidates),
        sampleRows: d.sample_rows,
      },
    ];
  });
  const last = page.at(-1)!;
  const lastColon = last.k.indexOf(':');
  const next =
    counts.length > limit
      ? { pendingRows: last.pending, rows: last.rows, field: last.k.slice(0, lastColon) as LearnableField, key: last.k.slice(lastColon + 1) }
      : null;
  return { groups, next };
}

/** The candidates the rows of a group were given, one per reference ID at its best confidence, best first. */
export function mergeCandidates(lists: readonly (readonly ValueCandidate[] | null)[]): ValueCandidate[] {
  const best = new Map<number, ValueCandidate>();
  for (const list of lists) {
    for (const c of list ?? []) {
      const seen = best.get(c.referenceId);
      if (!seen || c.confidence > seen.confidence) best.set(c.referenceId, c);
    }
  }
  return [...best.values()].sort((a, b) => b.confidence - a.confidence || a.referenceId - b.referenceId).slice(0, CANDIDATES_SHOWN);
}

export const valueDecisionSchema = z.discriminatedUnion('decision', [
  z.object({
    field: z.enum(LEARNABLE_FIELDS),
    key: z.string().min(1).max(500),
    decision: z.literal('overridden'),
    referenceId: z.number().int().positive().max(2_147_483_647),
  }),
  z.object({ field: z.enum(LEARNABLE_FIELDS), key: z.string().min(1).max(500), decision: z.literal('rejected') }),
]);
export type ValueDecisionInput = z.infer<typeof valueDecisionSchema>;

export interface ValueDecided {
  /** Rows the decision changed. */
  rows: number;
  /** Of those, rows now decided (every value of theirs decided, or rejected). */
  decided: number;
  /** Of those, rows still pending on another of their values. */
  pending: number;
  /** The reference entity chosen (overridden only). */
  reference: { id: number; name: string } | null;
}

/**
 * A value decision's entity in the conversion's release (a quantity: the number), and the override
 * the picker would store for it.
 */
function entityOf(field: LearnableField, id: number, reference: ReferenceSet): { name: string; override: OverrideFields } | null {
  if (field === 'qty') {
    const qty = learnedValueName('qty', id, reference);
    return qty === null ? null : { name: qty, override: { qty } };
  }
  const picked = (found: { id: number; name: string } | undefined) => (found ? { id: found.id, name: found.name } : null);
  if (field === 'partType') {
    const partType = picked(reference.partTypes.get(id));
    return partType ? { name: partType.name, override: overrideFromPicks({ partType }, { fields: {} })! } : null;
  }
  if (field === 'position') {
    const position = picked(reference.positions.get(id));
    return position ? { name: position.name, override: overrideFromPicks({ position }, { fields: {} })! } : null;
  }
  if (field === 'make') {
    const make = picked(reference.makes.get(id));
    return make ? { name: make.name, override: overrideFromPicks({ vehicle: { make } }, { fields: {} })! } : null;
  }
  if (field === 'model') {
    // The make stays the row's own (its cell, or its own value decision); see decide_review_value.
    const model = reference.models.get(id);
    return model ? { name: model.name, override: { model: model.name } } : null;
  }
  // Name and ID together, as for a part type: the ID decides, the name cannot contradict it.
  const submodel = reference.submodels.get(id);
  return submodel ? { name: submodel.name, override: { submodel: submodel.name, submodelId: String(submodel.id) } } : null;
}

/** Makes that have a model, by ID → name: a row whose model cell carried its make keeps that make. */
function makesOfModel(modelId: number, reference: ReferenceSet): Record<string, string> {
  const out: Record<string, string> = {};
  for (const make of reference.makes.values()) if (reference.modelsOfMake(make.id).includes(modelId)) out[String(make.id)] = make.name;
  return out;
}

/**
 * One decision for every pending row holding a value (owners and reviewers, `withUser`; once the
 * conversion has succeeded): the reference entity of `referenceId` in `reference` — the release
 * the conversion is pinned to, loaded by the caller outside the transaction — or rejected. Rows
 * already decided are left alone. One audit entry (`review.value_decided`) names the count; an
 * overriding decision also becomes a learned term of the workspace, in the same transaction.
 * Refusals: not_found, not_allowed, invalid (bad input, an ID the release lacks), conflict (no
 * pending row holds the value any more).
 */
export async function decideValue(
  tx: Queryable,
  conversionId: string,
  input: ValueDecisionInput,
  reference: ReferenceSet,
): Promise<Outcome<ValueDecided>> {
  const parsed = valueDecisionSchema.safeParse(input);
  if (!parsed.success) return notValid('valueDecision', parsed.error);
  const decision = parsed.data;
  const conversion = await getConversion(tx, conversionId, { withReport: false });
  if (!conversion) return notFound('conversion');
  const allowed = await requireRole(tx, conversion.workspaceId, 'review');
  if (!allowed.ok) return allowed;
  if (conversion.status !== 'succeeded') return invalid(say('refusal.decideWhenFinished', { what: 'values' }));
  const entity = decision.decision === 'overridden' ? entityOf(decision.field, decision.referenceId, reference) : null;
  if (decision.decision === 'overridden' && !entity) {
    return invalid(notInConversionReference(decision.field, decision.referenceId, referenceSource(reference)));
  }
  const [term] = await tx.query<{ term: string }>(
    `select mode() within group (order by s ->> 'term') as term
     from public.conversion_rows r, jsonb_array_elements(r.stops) s
     where r.conversion_id = $1 and r.stop_keys @> array[$2::text] and s ->> 'field' = $3 and s ->> 'key' = $4`,
    [conversionId, heldValueKey(decision), decision.field, decision.key],
  );
  if (!term?.term) return refused('conflict', say('refusal.valueNotHeld'));
  return inSavepoint<ValueDecided>(tx, async (q) => {
    const [row] = await q.query<{ counts: { rows: number; decided: number; pending: number } }>(
      `select public.decide_review_value($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb, $9::text::jsonb) as counts`,
      [
        conversionId,
        decision.field,
        decision.key,
        term.term,
        decision.decision,
        decision.decision === 'overridden' ? decision.referenceId : null,
        entity?.name ?? null,
        entity ? JSON.stringify(entity.override) : null,
        decision.decision === 'overridden' && decision.field === 'model' ? JSON.stringify(makesOfModel(decision.referenceId, reference)) : null,
      ],
    );
    const { rows, decided, pending } = row!.counts;
    // Someone decided these rows first: nothing changed, nothing is learned.
    if (rows === 0) return refused('conflict', say('refusal.valueNoLongerPending'));
    if (decision.decision === 'overridden' && entity) {
      const learned = await recordLearnedTerm(q, {
        workspaceId: conversion.workspaceId,
        field: decision.field,
        term: term.term,
        referenceId: decision.referenceId,
        referenceName: entity.name,
        // A quantity's term is the reference's own names: it has no catalog language.
        language: decision.field === 'qty' ? null : (conversion.mappingUsed?.language ?? null),
        origin: 'review',
        conversionId,
      });
      if (!learned.ok) return learned;
    }
    const chosen = decision.decision === 'overridden' && entity ? { id: decision.referenceId, name: entity.name } : null;
    return { ok: true, rows, decided, pending, reference: chosen };
  });
}

/**
 * Runs `fn` in a savepoint of the transaction `tx` and keeps its writes only when it answers ok: the
 * rows decided and the term learned stand or fall together.
 */
async function inSavepoint<T extends object>(tx: Queryable, fn: (tx: Queryable) => Promise<Outcome<T>>): Promise<Outcome<T>> {
  await tx.exec('savepoint partsmith_value_decision');
  try {
    const outcome = await fn(tx);
    await tx.exec(outcome.ok ? 'release savepoint partsmith_value_decision' : 'rollback to savepoint partsmith_value_decision');
    return outcome;
  } catch (error) {
    const refusal = refusalFrom(error);
    if (!refusal) throw error;
    await tx.exec('rollback to savepoint partsmith_value_decision');
    return refusal;
  }
}
