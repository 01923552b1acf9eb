import { z } from 'zod';
import { DEFAULT_SEARCH_LIMIT, MATCH_ROUTES, MAX_QUERY_LENGTH, MAX_SEARCH_LIMIT, REFERENCE_SEARCH_KINDS, TERM_LANGUAGES } from '@/lib/data/reference';
import { apiSchemas, IdSchema } from './registry';

/*
 * Reference search over REST: what the review screen's override picker searches, for connectors
 * that decide review rows or values by reference ID (PUT …/review, POST …/review/values/decide).
 */

const referenceId = z.coerce.number().int().positive().max(2_147_483_647);

export const ReferenceSearchQuerySchema = z
  .object({
    kind: z.enum(REFERENCE_SEARCH_KINDS).describe('make, model (needs make), part-type or position.'),
    q: z.string().max(MAX_QUERY_LENGTH).default('').describe('Text in any of en, de, fr, es, it (`Bremsscheibe`, `vorne links`), a learned term of the workspace, or an ID.'),
    make: referenceId.optional().describe('kind=model: the VCdb MakeID whose models to search.'),
    partType: referenceId.optional().describe('kind=position: only the positions the PCdb allows for this PartTerminologyID (when it lists any).'),
    job: IdSchema.optional().describe('Search the release this job is pinned to; left out, the workspace\'s current release.'),
    limit: z.coerce.number().int().min(1).max(MAX_SEARCH_LIMIT).default(DEFAULT_SEARCH_LIMIT),
  })
  .refine((query) => query.kind !== 'model' || query.make !== undefined, { message: 'a model search needs make=<MakeID>', path: ['make'] });

export const ReferenceHitSchema = z
  .object({
    id: z.number().int().describe('The ID in the release searched: MakeID, ModelID, PartTerminologyID or PositionID.'),
    name: z.string().describe('The release\'s own (English) name.'),
    match: z
      .object({
        via: z.enum(MATCH_ROUTES).describe('term: the part-type or position vocabulary; learned: the workspace\'s learned term; alias: a PCdb alias; reading: what a conversion reads the text as (a typo, a synonym such as VW); id: the ID.'),
        text: z.string().describe('The other name as written, e.g. Bremsscheibe.'),
        language: z.enum(TERM_LANGUAGES).optional().describe('The language of the term, when known.'),
      })
      .optional()
      .describe('How the entry was found when not by its own name.'),
    why: z.string().optional().describe('The same, for people, in the language the Accept-Language header asks for (en, de, fr, es, it; else English).'),
    years: z
      .array(z.object({ year: z.number().int(), baseVehicleId: z.number().int() }))
      .optional()
      .describe('kind=model: each year the model was sold, with that year\'s BaseVehicleID.'),
    fitsPartType: z.boolean().optional().describe('kind=position with partType: the PCdb lists this position for the part type.'),
  })
  .describe('A reference entry found, best first: own names before other names of the same quality (exact, start, words, inside).')
  .register(apiSchemas, { id: 'ReferenceHit' });

export const ReferenceSearchResultSchema = z
  .object({
    kind: z.enum(REFERENCE_SEARCH_KINDS),
    hits: z.array(ReferenceHitSchema),
    reference: z.object({
      source: z.string(),
      versionDate: z.string().nullable(),
      demo: z.boolean(),
      releaseId: z.number().int().nullable().optional().describe('null: the bundled demo set.'),
    }),
  })
  .register(apiSchemas, { id: 'ReferenceSearchResult' });
