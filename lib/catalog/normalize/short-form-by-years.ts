/**
 * A whole-word short form (`Silverado`) stands for several models of the make; the row's years pick
 * the one sold then (0.9). Several sold then, or none with several candidates, stay ambiguous.
 */

import type { VehicleLine } from '@/lib/catalog/reference';
import type { NormalizeContext } from './context';
import { say } from '../messages';
import { quote, type Issue } from './issues';
import type { ModelMatch } from './model-names';
import type { YearSpec } from './years';

export function shortFormByYears(model: ModelMatch, spec: YearSpec, makeId: number, modelSource: string, ctx: NormalizeContext): ModelMatch | Issue {
  if (!model.shortFor) return model;
  const ref = ctx.reference;
  const makeName = ref.makes.get(makeId)?.name ?? String(makeId);
  const wanted = (line: VehicleLine) => (spec.openFrom !== undefined ? line.lastYear >= spec.openFrom : spec.years.some((y) => line.years.has(y)));
  const sold = model.shortFor.filter((id) => {
    const line = ref.vehicleLine(makeId, id);
    return line !== undefined && wanted(line);
  });
  if (sold.length > 1) return ctx.names.ambiguousModel(modelSource, makeId, sold);
  if (sold.length === 1) {
    const id = sold[0]!;
    const only = model.shortFor.length === 1 ? 'the only' : 'the only one of its';
    return {
      ...model,
      modelId: id,
      decision: {
        ...model.decision,
        value: id,
        confidence: 0.9,
        note: `model ${quote(model.decision.source)} is short for ${makeName} ${ref.models.get(id)?.name}, ${only} ${makeName} model of that name sold in those years`,
        said: say(model.shortFor.length === 1 ? 'note.model.shortForOnly' : 'note.model.shortForOnlyOfIts', {
          value: quote(model.decision.source),
          make: makeName,
          model: String(ref.models.get(id)?.name),
        }),
      },
    };
  }
  if (model.shortFor.length > 1) return ctx.names.ambiguousModel(modelSource, makeId, model.shortFor);
  return model;
}
