import { z } from 'zod';
import { render, say, type Said } from '../messages';
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
  return render(originSaid(origin));
}

/** The origin as a catalogue text, for readers of every language. */
export function originSaid(origin: MappingOrigin): Said {
  switch (origin.kind) {
    case 'saved':
      return say('note.map.origin.saved', { name: origin.name, version: String(origin.version) });
    case 'file':
      return say('note.map.origin.file', { file: origin.file });
    case 'person':
      return origin.at ? say('note.map.origin.personAt', { by: origin.by, at: origin.at }) : say('note.map.origin.person', { by: origin.by });
    default:
      return say(`note.map.origin.${origin.kind}`);
  }
}
