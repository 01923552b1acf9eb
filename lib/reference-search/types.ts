import { z } from 'zod';

/**
 * What a reviewer can look up while overriding a held row: makes, a make's models (with the years
 * and base vehicles of each), PCdb part types and positions. Shared by the search route and the
 * override picker, so this file stays free of server code.
 */
export const REFERENCE_SEARCH_KINDS = ['make', 'model', 'part-type', 'position'] as const;
export type ReferenceSearchKind = (typeof REFERENCE_SEARCH_KINDS)[number];

export const DEFAULT_SEARCH_LIMIT = 20;
export const MAX_SEARCH_LIMIT = 50;
export const MAX_QUERY_LENGTH = 100;

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** The route's query string (`?kind=model&make=12&q=cam`); a model search needs its make. */
export const referenceSearchQuerySchema = z
  .object({
    kind: z.enum(REFERENCE_SEARCH_KINDS),
    q: z.string().max(MAX_QUERY_LENGTH).default(''),
    make: id.optional(),
    /** Positions: only those the PCdb allows for this part type (when it says). */
    partType: id.optional(),
    limit: z.coerce.number().int().min(1).max(MAX_SEARCH_LIMIT).default(DEFAULT_SEARCH_LIMIT),
    /** Search the release this conversion is pinned to; absent = the workspace's current release. */
    conversion: z.guid().optional(),
  })
  .refine((query) => query.kind !== 'model' || query.make !== undefined, { message: 'a model search needs make=<MakeID>', path: ['make'] });

export type ReferenceSearchQuery = z.infer<typeof referenceSearchQuerySchema>;

/** One named reference entry. `matched`: the other name it was found by (an alias, a synonym, a typo). */
export interface NamedHit {
  id: number;
  name: string;
  matched?: string;
}

/** A model of the make searched, with each year it was sold and that year's BaseVehicleID. */
export interface ModelHit extends NamedHit {
  years: { year: number; baseVehicleId: number }[];
}

/** A position; `fitsPartType` is false when the PCdb does not list it for the part type asked about. */
export interface PositionHit extends NamedHit {
  fitsPartType?: boolean;
}

export type ReferenceHit = NamedHit | ModelHit | PositionHit;

/** Which reference answered: the bundled demo set or an imported release, its date and hash. */
export interface ReferenceIdentity {
  source: string;
  versionDate: string | null;
  demo: boolean;
  /** The stored release (null: the bundled demo set). */
  releaseId?: number | null;
  sha256?: string | null;
}

export type ReferenceSearchResponse =
  | { ok: true; kind: ReferenceSearchKind; hits: ReferenceHit[]; reference: ReferenceIdentity }
  | { ok: false; code: string; message: string };
