import { say } from '../messages';
import type { CanonicalField, ColumnMapping } from '../types';
import type { Claim } from './column-claims';
import { MULTI_VALUE_FIELDS } from './map-row';
import { type NoteParts, fieldSaid, noted } from './notes';

/** One column and every reading of it, from its header and its values. */
export interface ColumnClaims {
  index: number;
  column: string;
  claims: Claim[];
  /** The note of a column nothing claims. */
  fallbackNote: NoteParts;
}

type Assigned = Omit<ColumnMapping, 'origin'>;
/** A column as decided, its note still in parts (more may follow). */
type Deciding = Omit<Assigned, 'note' | 'said'> & { note: NoteParts };

interface Lost {
  claim: Claim;
  winner: { column: string; confidence: number };
}

/**
 * One decision over the whole sheet: claims are taken strongest first; a single-valued field goes
 * to one column only, and a column that loses its first reading falls to its next one (a
 * "Hersteller" column beaten to the make becomes the brand). On equal confidence a header beats
 * values alone, a column with one reading beats one with several, then the leftmost wins. A column
 * left with nothing is not used; its note says what it would have been and which column won.
 */
export function assignFields(columns: readonly ColumnClaims[]): Assigned[] {
  const queue = columns.flatMap((c) => c.claims.map((claim) => ({ c, claim })));
  queue.sort(
    (a, b) =>
      b.claim.confidence - a.claim.confidence ||
      Number(a.claim.from === 'values') - Number(b.claim.from === 'values') ||
      a.c.claims.length - b.c.claims.length ||
      a.c.index - b.c.index,
  );
  const chosen = new Map<number, Claim>();
  const holder = new Map<CanonicalField, ColumnClaims>();
  const lost = new Map<number, Lost[]>();
  for (const { c, claim } of queue) {
    if (chosen.has(c.index)) continue;
    const taken = MULTI_VALUE_FIELDS.has(claim.field) ? undefined : holder.get(claim.field);
    if (taken) {
      const winner = chosen.get(taken.index)!;
      lost.set(c.index, [...(lost.get(c.index) ?? []), { claim, winner: { column: taken.column, confidence: winner.confidence } }]);
      continue;
    }
    chosen.set(c.index, claim);
    if (!holder.has(claim.field)) holder.set(claim.field, c);
  }

  const out = columns.map((c): Deciding => {
    const claim = chosen.get(c.index);
    const losses = lost.get(c.index) ?? [];
    if (claim) {
      const first = losses[0];
      const note = first
        ? [...claim.note, say('note.map.betterElsewhere', { winner: first.winner.column, lost: fieldSaid(first.claim.field), field: fieldSaid(claim.field) })]
        : claim.note;
      return {
        index: c.index,
        column: c.column,
        field: claim.field,
        confidence: round(claim.confidence),
        note,
        ...(claim.unit ? { unit: claim.unit } : {}),
        ...(claim.attribute ? { attribute: claim.attribute } : {}),
        ...(claim.carries ? { carries: claim.carries } : {}),
      };
    }
    const best = losses[0];
    if (!best) return { index: c.index, column: c.column, field: null, confidence: 0.5, note: c.fallbackNote };
    return {
      index: c.index,
      column: c.column,
      field: null,
      confidence: round(Math.max(0.05, 1 - best.claim.confidence)),
      note: [
        ...best.claim.note,
        say('note.map.lostTo', {
          field: fieldSaid(best.claim.field),
          confidence: round(best.claim.confidence),
          winner: best.winner.column,
          winnerConfidence: round(best.winner.confidence),
        }),
      ],
    };
  });

  const byField = new Map<CanonicalField, Deciding[]>();
  for (const a of out) if (a.field) byField.set(a.field, [...(byField.get(a.field) ?? []), a]);
  for (const [field, group] of byField) {
    if (group.length < 2) continue;
    for (const a of group) a.note = [...a.note, say('note.map.joinedColumns', { count: group.length, field: fieldSaid(field) })];
  }
  return out.map((a) => ({ ...a, ...noted(a.note) }));
}

function round(n: number): number {
  return Math.round(Math.max(0, Math.min(1, n)) * 100) / 100;
}
