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
    return flag(
      'MODEL_TEXT_EXTRA',
      'model',
      `Model ${quote(modelSource)}: ${quote(generation?.rest || remainder)} after the model name is neither a submodel, an engine nor a generation of ${vehicleName}; fitting all ${vehicleName} would be a guess.`,
    );
  }
  let modelDecision = input.modelDecision;
  if (generation && generationPlaced) {
    const hint = generation.hint;
    if (hint.unknown) {
      return flag('MODEL_GENERATION_UNKNOWN', 'model', `Model ${quote(modelSource)}: ${vehicleName} has no generation ${quote(hint.text)} that Partsmith knows; check the model and years.`);
    }
    const outside = yearsOutsideGeneration(hint, sold);
    if (outside.length) {
      return flag(
        'MODEL_GENERATION_MISMATCH',
        'model',
        `Model ${quote(modelSource)}: ${vehicleName} ${hint.text} was built ${hint.years![0]}–${hint.years![1] >= 2099 ? 'today' : hint.years![1]}, but the row gives ${yearList(outside)}; check the generation or the years.`,
      );
    }
    const d = modelDecision;
    const base = d.note.replace(/; '.*' follows the model name$/, '');
    modelDecision = hint.years
      ? { ...d, confidence: Math.min(d.confidence, 0.97), note: `${base}; generation ${quote(hint.text)} (${hint.years[0]}–${hint.years[1] >= 2099 ? 'today' : hint.years[1]}) agrees with ${yearList(sold)}` }
      : { ...d, confidence: Math.min(d.confidence, 0.95), note: `${base}; generation ${quote(hint.text)} taken as a hint only (its years are not known here), the years decide` };
  }
  return { submodelText, engineText, modelDecision };
}
