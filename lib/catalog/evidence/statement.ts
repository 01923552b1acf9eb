import { z } from 'zod';

export const IN_TOTO_STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';
/** Our predicate: the context a conversion ran in. */
export const CONVERSION_PREDICATE_TYPE = 'https://partsmith.dev/conversion/v1';

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'must be a lowercase hex SHA-256');

/**
 * What a conversion was given and decided: enough for an auditor to reproduce it. Extra fields are
 * kept (review decisions, options) so later versions can add to it without breaking old bundles.
 */
export const conversionContextSchema = z
  .object({
    input: z
      .object({ file: z.string(), sha256: sha256Hex, bytes: z.number().int().nonnegative() })
      .catchall(z.unknown()),
    mapping: z.array(
      z
        .object({
          column: z.string(),
          field: z.string().nullable(),
          confidence: z.number(),
          note: z.string(),
        })
        .catchall(z.unknown()),
    ),
    thresholds: z.record(z.string(), z.number()),
    reference: z
      .object({ source: z.string(), versionDate: z.string().nullable(), demo: z.boolean() })
      .catchall(z.unknown()),
    tool: z.object({ name: z.string(), version: z.string() }),
    startedAt: z.iso.datetime({ offset: true }).optional(),
    finishedAt: z.iso.datetime({ offset: true }),
  })
  .catchall(z.unknown());
export type ConversionContext = z.infer<typeof conversionContextSchema>;

export const statementSchema = z.object({
  _type: z.literal(IN_TOTO_STATEMENT_TYPE),
  subject: z
    .array(
      z.object({ name: z.string().min(1), digest: z.object({ sha256: sha256Hex }).catchall(z.string()) }),
    )
    .min(1),
  predicateType: z.string(),
  predicate: z.unknown(),
});
export type Statement = z.infer<typeof statementSchema>;

export interface Subject {
  name: string;
  sha256: string;
}

export function buildStatement(subjects: Subject[], predicate: ConversionContext): Statement {
  return {
    _type: IN_TOTO_STATEMENT_TYPE,
    subject: subjects.map((s) => ({ name: s.name, digest: { sha256: s.sha256 } })),
    predicateType: CONVERSION_PREDICATE_TYPE,
    predicate,
  };
}
