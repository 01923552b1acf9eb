/**
 * Words after the model name (`Civic EX`, `Golf 1.6 TDI`, `Golf VII`, `Golf VII 1.6 TDI`): a
 * generation first, then a submodel or an engine. A generation is checked against the years where its
 * years are known — never a narrowing of its own. Words that are none of these flag the row: fitting
 * every Golf for `Golf VII xyz` would be a guess.
 */

import { nameKey } from '@/lib/catalog/reference';
import type { NormalizeContext } from './context';
import { parseEngine } from './engine';
import { readGeneration, yearsOutsideGeneration } from './generations';
import { isSaid, say } from '../messages';
import { flag, quote, type FieldDecision, type Issue } from './issues';
import { submodelMatches } from './submodel-narrowing';
import type { VehicleTarget } from './vehicle-targets';
import { yearList } from './years';

export interface PlacedRemainder {
  submodelText: string;
  engineText: string;
  /** The model decision, with the generation in its note when one was read. */
  modelDecision: FieldDecision;
}

export interface RemainderInput {
  remainder: string | null;
  /** Submodel and engine text from their columns ('' when none). */
  submodelText: string;
  engineText: string;
  modelDecision: FieldDecision;
  makeName: string;
  modelName: string;
  /** The cell the model was read from, for messages. */
  modelSource: string;
  targets: readonly VehicleTarget[];
  sold: readonly number[];
}

export function placeRemainder(input: RemainderInput, ctx: NormalizeContext): PlacedRemainder | Issue {
  const { remainder, targets, sold, modelSource } = input;
  let { submodelText, engineText } = input;
  const vehicleName = `${input.makeName} ${input.modelName}`;
  const sameAsColumn = (text: string, column: string) => nameKey(text) === nameKey(column);
  /** Places words after the model name; false when they are neither submodel nor engine. */
  const place = (words: string): boolean => {
    if ((submodelText && sameAsColumn(words, submodelText)) || (engineText && sameAsColumn(words, engineText))) return true;
    if (!submodelText && submodelMatches(words, targets, ctx).size) submodelText = words;
    else if (!engineText && parseEngine(words)) engineText = words;
    else return false;
    return true;
  };
  const wholeIsSubmodel = !!remainder && !submodelText && submodelMatches(remainder, targets, ctx).size > 0;
  // A generation first (`VII 1.6 TDI` is generation + engine, not an engine with an unknown word).
  const generation = remainder && !wholeIsSubmodel ? readGeneration(input.makeName, input.modelName, remainder) : null;
  const generationPlaced = !!generation && (!generation.rest || place(generation.rest));
  if (remainder && !generationPlaced && !place(remainder)) {
    return flag('MODEL_TEXT_EXTRA', 'model', say('MODEL_TEXT_EXTRA', { model: quote(modelSource), rest: quote(generation?.rest || remainder), vehicle: vehicleName }));
  }
  let modelDecision = input.modelDecision;
  if (generation && generationPlaced) {
    const hint = generation.hint;
    if (hint.unknown) {
      return flag('MODEL_GENERATION_UNKNOWN', 'model', say('MODEL_GENERATION_UNKNOWN', { model: quote(modelSource), vehicle: vehicleName, generation: quote(hint.text) }));
    }
    const outside = yearsOutsideGeneration(hint, sold);
    if (outside.length) {
      const built = hint.years![1] >= 2099 ? say('generation.since', { from: String(hint.years![0]) }) : say('generation.span', { from: String(hint.years![0]), to: String(hint.years![1]) });
      return flag(
        'MODEL_GENERATION_MISMATCH',
        'model',
        say('MODEL_GENERATION_MISMATCH', { model: quote(modelSource), vehicle: vehicleName, generation: hint.text, built, years: yearList(outside) }),
      );
    }
    const d = modelDecision;
    const base = d.note.replace(/; '.*' follows the model name$/, '');
    // The note without the words after the model name (they are the generation).
    const baseSaid = d.said?.id === 'note.model.followedBy' && isSaid(d.said.params?.note) ? d.said.params.note : (d.said ?? base);
    const quoted = quote(hint.text);
    modelDecision = hint.years
      ? {
          ...d,
          confidence: Math.min(d.confidence, 0.97),
          note: `${base}; generation ${quoted} (${hint.years[0]}–${hint.years[1] >= 2099 ? 'today' : hint.years[1]}) agrees with ${yearList(sold)}`,
          said: say('note.model.generation', {
            note: baseSaid,
            generation: quoted,
            built: hint.years[1] >= 2099 ? say('generation.since', { from: String(hint.years[0]) }) : say('generation.span', { from: String(hint.years[0]), to: String(hint.years[1]) }),
            years: yearList(sold),
          }),
        }
      : {
          ...d,
          confidence: Math.min(d.confidence, 0.95),
          note: `${base}; generation ${quoted} taken as a hint only (its years are not known here), the years decide`,
          said: say('note.model.generationHint', { note: baseSaid, generation: quoted }),
        };
  }
  return { submodelText, engineText, modelDecision };
}
