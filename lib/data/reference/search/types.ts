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

/**
 * How an entry was found when not by its own name: a term of the normalizer's vocabulary (with its
 * language), the workspace's learned term, a PCdb alias or make synonym, what the engine reads the
 * text as (a typo, a compound, position words), or its ID.
 */
export const MATCH_ROUTES = ['term', 'learned', 'alias', 'reading', 'id'] as const;
export type MatchRoute = (typeof MATCH_ROUTES)[number];
export const TERM_LANGUAGES = ['en', 'de', 'fr', 'es', 'it'] as const;
export type TermLanguage = (typeof TERM_LANGUAGES)[number];

export interface HitMatch {
  via: MatchRoute;
  /** The other name as written (`Bremsscheibe`, `#1896`). */
  text: string;
  language?: TermLanguage;
}

/**
 * One named reference entry. `match` says how it was found when not by its own name; `matched` is its
 * text (kept for clients written before `match`); `why` is that reason in the reader's language (the
 * route's Accept-Language).
 */
export interface NamedHit {
  id: number;
  name: string;
  matched?: string;
  match?: HitMatch;
  why?: string;
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
