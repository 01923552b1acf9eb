/**
 * A cell holding make and model (`VW Golf VII`, `ALFA ROMEO Giulia`, `VWGolf`): the make read from its
 * start when exactly one reference make starts it and the rest names one of its models. The make's
 * confidence is its own reading's, at most 0.98 (0.95 when glued to the model).
 */

import { nameKey, type ReferenceSet } from '@/lib/catalog/reference';
import { orList, say, type Said } from '../messages';
import { flag, isIssue, quote, type Issue } from './issues';
import { dropLeadingKeyChars, type MakeMatch, type MakeNames } from './make-names';
import type { ModelMatch, ModelNames } from './model-names';

/** A make and model read from one cell (`VW Golf VII`). */
export interface JoinedVehicle {
  make: MakeMatch;
  model: ModelMatch;
}

/** null when no make starts the cell; an Issue when two makes could. */
export function splitJoined(text: string, makes: MakeNames, models: ModelNames, reference: ReferenceSet): JoinedVehicle | Issue | null {
  const source = text.trim();
  const words = source.split(/\s+/).filter(Boolean);
  const found: JoinedVehicle[] = [];
  const seen = new Set<number>();
  const tryMake = (head: string, rest: string, ids: readonly number[], confidence: number, how: string, howSaid: Said) => {
    if (!rest.trim() || ids.length !== 1 || seen.has(ids[0]!)) return;
    const id = ids[0]!;
    const model = models.match(rest, id);
    if (isIssue(model)) return;
    seen.add(id);
    found.push({
      make: {
        makeId: id,
        decision: {
          field: 'make',
          source: head,
          value: id,
          confidence: Math.min(confidence, 0.98),
          note: `make ${quote(head)} → ${makes.name(id)} (${how}), read from the start of ${quote(source)}`,
          said: say('note.make.joined', { value: quote(head), make: makes.name(id), how: howSaid, cell: quote(source) }),
        },
      },
      model,
    });
  };
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    const head = words.slice(0, n).join(' ');
    const read = makes.read(head);
    if (read) tryMake(head, words.slice(n).join(' '), read.ids, read.confidence, read.how, read.howSaid);
  }
  // Glued: `VWGolf`, `VW-Golf`, `MercedesC-Klasse`.
  const first = words[0] ?? '';
  const firstKey = nameKey(first);
  for (const k of makes.gluedKeys) {
    if (firstKey.length <= k.length || !firstKey.startsWith(k)) continue;
    const restFirst = dropLeadingKeyChars(first, k.length);
    tryMake(first.slice(0, first.length - restFirst.length), [restFirst, ...words.slice(1)].join(' '), makes.idsOfKey(k), 0.95, 'make glued to the model', say('how.glued'));
  }
  if (found.length === 1) return found[0]!;
  if (found.length > 1) {
    return flag(
      'MAKE_AMBIGUOUS',
      'make',
      say('MAKE_AMBIGUOUS.joined', {
        value: quote(source),
        vehicles: orList(found.map((f) => `${makes.name(f.make.makeId)} ${reference.models.get(f.model.modelId)?.name ?? ''}`.trim())),
      }),
    );
  }
  return null;
}
