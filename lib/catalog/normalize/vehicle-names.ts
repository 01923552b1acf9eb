/**
 * Make and model names → VCdb IDs, read the way an expert cataloguer reads them: one object per
 * reference that the normalize context holds. Each job lives in its own module — makes
 * (`make-names.ts`, with `company-forms.ts`), models under a make (`model-names.ts`, `model-index.ts`,
 * `model-short-forms.ts`), a cell holding both (`joined-vehicle.ts`) and reviewer suggestions
 * (`key-ranking.ts`) — and this index keeps their per-make caches together.
 */

import type { ReferenceSet } from '@/lib/catalog/reference';
import { isIssue, type Issue } from './issues';
import { splitJoined, type JoinedVehicle } from './joined-vehicle';
import { MakeNames, type MakeMatch } from './make-names';
import { ModelNames, type ModelMatch } from './model-names';

export { companyFormStages } from './company-forms';
export { rankByKey } from './key-ranking';
export type { JoinedVehicle, MakeMatch, ModelMatch };

export class VehicleNameIndex {
  readonly #reference: ReferenceSet;
  readonly #makes: MakeNames;
  readonly #models: ModelNames;

  constructor(reference: ReferenceSet) {
    this.#reference = reference;
    this.#makes = new MakeNames(reference);
    this.#models = new ModelNames(reference, this.#makes);
  }

  matchMake(text: string): MakeMatch | Issue {
    return this.#makes.match(text);
  }

  /** Makes a reviewer may mean by a make text, best first (suggestions, never matches). */
  makeCandidates(text: string, limit = 5): { id: number; score: number }[] {
    return this.#makes.candidates(text, limit);
  }

  /** Models of one make a reviewer may mean by a model text, best first. */
  modelCandidates(text: string, makeId: number, limit = 5): { id: number; score: number }[] {
    return this.#models.candidates(text, makeId, limit);
  }

  /** A cell holding make and model: null when no make starts it, an Issue when two could. */
  splitJoined(text: string): JoinedVehicle | Issue | null {
    return splitJoined(text, this.#makes, this.#models, this.#reference);
  }

  /** The public form: a short form with several candidates is ambiguous here (no years to decide by). */
  matchModel(text: string, makeId: number): ModelMatch | Issue {
    const m = this.#models.match(text, makeId);
    if (!isIssue(m) && m.shortFor && m.shortFor.length > 1) return this.ambiguousModel(text, makeId, m.shortFor);
    return m;
  }

  ambiguousModel(source: string, makeId: number, ids: readonly number[]): Issue {
    return this.#models.ambiguous(source, makeId, ids);
  }

  /** The model with its remainder and, for a whole-word short form, every model it can stand for. */
  matchModelDetailed(text: string, makeId: number): ModelMatch | Issue {
    return this.#models.match(text, makeId);
  }
}
