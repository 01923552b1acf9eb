import { learnedTermKey, type LearnableField } from '@/lib/catalog/normalize';
import type { Queryable } from '@/lib/db';
import type { LearnedTermLanguage } from './learned-terms';

/** A learned term as a reference search offers it: the text the workspace decided, and what it means. */
export interface LearnedTermMatch {
  term: string;
  referenceId: number;
  language: LearnedTermLanguage | null;
}

/**
 * The workspace's learned terms of one field whose key holds the search text's key (members, under
 * RLS; or server code), those starting with it first, at most `limit` — a search per keystroke
 * reads a few rows, not a workspace's 100,000 imported terms.
 */
export async function learnedTermsMatching(tx: Queryable, workspaceId: string, field: LearnableField, text: string, limit = 20): Promise<LearnedTermMatch[]> {
  const key = learnedTermKey(text);
  if (!key) return [];
  const like = key.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await tx.query<{ term: string; reference_id: number; language: LearnedTermLanguage | null }>(
    `select t.term, t.reference_id, t.language from public.learned_terms t
     where t.workspace_id = $1 and t.field = $2 and t.term_key like '%' || $3 || '%'
     order by (t.term_key like $3 || '%') desc, length(t.term_key), t.term_key
     limit $4`,
    [workspaceId, field, like, limit],
  );
  return rows.map((r) => ({ term: r.term, referenceId: r.reference_id, language: r.language }));
}
