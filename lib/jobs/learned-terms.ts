import type { LearnedTerm } from '@/lib/catalog/normalize';
import { asService } from '@/lib/db';
import { learnedTermsForConversion } from '@/lib/data/reference';
import type { Conversion } from '@/lib/data/catalogs';
import type { JobContext } from './context';

/*
 * Which learned terms (decision 0011) a job gives the engine. A new run — a conversion, or the
 * preview of a re-run, which must do what that run will — takes the workspace's terms as they are
 * now. An export rebuilds what the conversion decided, so it takes the terms that conversion's run
 * used, as its report recorded them: editing or removing a term later never changes an export of a
 * conversion made before (its evidence names what it used).
 */

/** The engine option, absent when there are none (so a workspace without terms gets the report it always had). */
function asOption(terms: LearnedTerm[]): { learnedTerms?: LearnedTerm[] } {
  return terms.length > 0 ? { learnedTerms: terms } : {};
}

/** The workspace's terms now (server code: one workspace's, never another's). */
export async function workspaceLearnedTerms(ctx: Pick<JobContext, 'db'>, workspaceId: string): Promise<{ learnedTerms?: LearnedTerm[] }> {
  return asOption(await asService((tx) => learnedTermsForConversion(tx, workspaceId), ctx.db));
}

/** The terms the conversion's run used, from its report (id, field, term and reference ID as applied). */
export function learnedTermsAsRun(conversion: Pick<Conversion, 'report'>): { learnedTerms?: LearnedTerm[] } {
  const used = conversion.report?.learnedTerms?.used ?? [];
  return asOption(used.map(({ id, field, term, referenceId, origin }) => ({ id, field, term, referenceId, ...(origin ? { origin } : {}) })));
}
