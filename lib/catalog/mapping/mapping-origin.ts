import { z } from 'zod';
import type { MappingOrigin } from '../types';

/** A column's origin as stored and as it appears in report.json and the signed statement. */
export const MappingOriginSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('detected') }),
  z.object({ kind: z.literal('saved'), name: z.string().min(1), version: z.number().int().positive() }),
  z.object({ kind: z.literal('file'), file: z.string().min(1) }),
  z.object({ kind: z.literal('inline') }),
  z.object({ kind: z.literal('person'), by: z.string().min(1), at: z.iso.datetime({ offset: true }).optional() }),
  z.object({ kind: z.literal('given') }),
]) satisfies z.ZodType<MappingOrigin>;

/**
 * The origin in words, for notes and the HTML report: `saved mapping "PIM layout" v2`, `changed
 * by account 3f…, 2026-11-22T10:00:00.000Z`. The detector needs none: its notes say why already.
 */
export function describeOrigin(origin: MappingOrigin): string {
  switch (origin.kind) {
    case 'detected':
      return 'detected';
    case 'saved':
      return `saved mapping "${origin.name}" v${origin.version}`;
    case 'file':
      return `mapping file ${origin.file}`;
    case 'inline':
      return 'mapping given inline with the API request';
    case 'person':
      return `changed by account ${origin.by}${origin.at ? `, ${origin.at}` : ''}`;
    case 'given':
      return 'mapping given with the conversion';
  }
}
