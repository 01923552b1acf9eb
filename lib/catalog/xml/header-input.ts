import type { z } from 'zod';
import type { Finding } from '@/lib/catalog/types';

export type ParseResult<T> = { ok: true; value: T } | { ok: false; findings: Finding[] };

/**
 * Validates a document header at the edge (CLI flags, web form, job payload): each problem becomes a
 * finding naming the field, under the document kind's code (ACES_HEADER_INVALID, PIES_HEADER_INVALID).
 */
export function parseHeaderInput<S extends z.ZodType>(
  schema: S,
  kind: 'ACES' | 'PIES',
  input: unknown,
): ParseResult<z.infer<S>> {
  const r = schema.safeParse(input);
  if (r.success) return { ok: true, value: r.data };
  return {
    ok: false,
    findings: r.error.issues.map((issue) => ({
      code: `${kind}_HEADER_INVALID`,
      severity: 'error' as const,
      column: issue.path.join('.'),
      message: `${kind} header field ${issue.path.join('.') || '(header)'} ${issue.message}.`,
    })),
  };
}
