/**
 * Learned terms as readings of a value (decision 0011). Each matcher asks here first: a person's
 * word beats the machine's guess, so a term is taken before any fuzzy reading — except when the
 * text is exactly a reference name, which stays the 1.0 it always was. undefined: no term applies,
 * read the value as usual.
 */

import { nameKey } from '@/lib/catalog/reference';
import type { NormalizeContext } from './context';
import type { FieldDecision } from './issues';
import type { MakeMatch } from './make-names';
import type { ModelMatch } from './model-names';
import { POSITION_WORDS } from './lexicon/position-words';
import type { PartTypeMatch } from './part-types';
import { readPosition } from './positions';

const nameOf = (table: ReadonlyMap<number, { name: string }>, id: number): string => table.get(id)?.name ?? String(id);

export function learnedPartType(text: string, ctx: NormalizeContext): PartTypeMatch | undefined {
  const term = ctx.learned?.find('partType', text);
  if (!term) return undefined;
  const ref = ctx.reference;
  if (ref.partTypesByKey(nameKey(text)).some((id) => ref.partTypes.get(id)?.name === text)) return undefined;
  // Position words in the cell (`Bremsbeläge vorne`) still name the position, as they do for the matcher.
  const words = text.split(/\s+/);
  const positional = words.filter((w) => POSITION_WORDS.has(nameKey(w)));
  const named = positional.length > 0 && positional.length < words.length;
  return {
    partTypeId: term.referenceId,
    positionConcepts: named ? readPosition(positional.join(' ')).concepts : [],
    positionWords: named ? positional.join(' ') : '',
    decision: ctx.learned!.decision(term, 'partType', text, nameOf(ref.partTypes, term.referenceId)),
  };
}

export function learnedMake(text: string, ctx: NormalizeContext): MakeMatch | undefined {
  const term = ctx.learned?.find('make', text);
  if (!term) return undefined;
  const ref = ctx.reference;
  if (ref.makesByKey(nameKey(text)).some((id) => ref.makes.get(id)?.name === text)) return undefined;
  return { makeId: term.referenceId, decision: ctx.learned!.decision(term, 'make', text, nameOf(ref.makes, term.referenceId)) };
}

/**
 * A learned model applies under a make it is a model of; under another make the text is read as
 * usual (the term was learned for a vehicle this row does not name).
 */
export function learnedModel(text: string, makeId: number, ctx: NormalizeContext): ModelMatch | undefined {
  const term = ctx.learned?.find('model', text);
  if (!term) return undefined;
  const ref = ctx.reference;
  if (!ref.vehicleLine(makeId, term.referenceId)) return undefined;
  if (ref.modelsOfMake(makeId).some((id) => ref.models.get(id)?.name === text)) return undefined;
  const name = `${nameOf(ref.makes, makeId)} ${nameOf(ref.models, term.referenceId)}`;
  return { modelId: term.referenceId, remainder: null, decision: ctx.learned!.decision(term, 'model', text, name) };
}

/** The learned submodel for a text that is not exactly one of `exact` (the vehicle's submodels of that key). */
export function learnedSubmodel(text: string, exact: Iterable<number>, ctx: NormalizeContext): { submodelId: number; decision: FieldDecision } | undefined {
  const term = ctx.learned?.find('submodel', text);
  if (!term) return undefined;
  const ref = ctx.reference;
  for (const id of exact) if (ref.submodels.get(id)?.name === text) return undefined;
  return { submodelId: term.referenceId, decision: ctx.learned!.decision(term, 'submodel', text, nameOf(ref.submodels, term.referenceId)) };
}

export function learnedPosition(text: string, ctx: NormalizeContext): { positionId: number; decision: FieldDecision } | undefined {
  const term = ctx.learned?.find('position', text);
  if (!term) return undefined;
  const ref = ctx.reference;
  if (ref.positionsByKey(nameKey(text)).some((id) => ref.positions.get(id)?.name === text)) return undefined;
  return { positionId: term.referenceId, decision: ctx.learned!.decision(term, 'position', text, nameOf(ref.positions, term.referenceId)) };
}
