import type { ReferenceSet } from '@/lib/catalog/reference';
import { LEARNABLE_FIELDS, learnedTermKey, learnedValueName, type LearnedTerm } from '@/lib/catalog/normalize';
import { refusing, type Outcome, type Queryable, type Refusal } from '@/lib/db';
import { LEARNED_TERM_LANGUAGES, MAX_TERM_CHARS, notALearnedValue } from './learned-terms';
import { samePin, type ReferencePin } from './reference-pin';
import { currentReferenceOf } from './reference-releases';
import { invalid, notFound, requireRole } from './roles';

/*
 * Importing learned terms as one act (a CSV file from Settings or the API, or many terms posted at
 * once): every term is checked first — against the workspace's current reference release too, since
 * a term naming an entity the reference lacks would never apply — and one problem anywhere refuses
 * the whole import, naming each line. The write is public.import_learned_terms, which makes it one
 * audit entry (learned_terms.imported) with the counts instead of one per term.
 */

/** A problem with one term of an import: where (a file's line, or the term's position), and what to do. */
export interface LearnedTermProblem {
  line: number;
  column?: string;
  code: string;
  message: string;
}

/** A refused import: `problems` lists each term that stopped it (up to MAX_PROBLEMS, then a summary). */
export type ImportRefusal = Refusal & { problems?: LearnedTermProblem[] };

export interface ImportCounts {
  /** Terms in the import (after identical repeats were folded). */
  count: number;
  added: number;
  changed: number;
  unchanged: number;
  /** Terms of the workspace the import did not name, removed because it replaced them. */
  removed: number;
  replace: boolean;
}

/** The reference the terms are checked against: the workspace's current release, loaded outside the transaction. */
export interface ImportReference {
  pin: ReferencePin;
  set: ReferenceSet;
}

const MAX_PROBLEMS = 100;
const MAX_REFERENCE_ID = 2_147_483_647;

/** A CSV term's id is `csv:<line>`; other terms are numbered by position. */
function placeOf(term: LearnedTerm, index: number): { line: number; label: string } {
  const csv = /^csv:(\d+)$/.exec(term.id);
  return csv ? { line: Number(csv[1]), label: `Line ${csv[1]}` } : { line: index + 1, label: `Term ${index + 1}` };
}

type Checked = { field: string; term: string; term_key: string; reference_id: number; reference_name: string; language: string | null };

/** Each term checked, or every problem found; identical repeats are folded into the first. */
export function checkLearnedTerms(terms: readonly LearnedTerm[], reference: ReferenceSet): { ok: true; terms: Checked[] } | { ok: false; problems: LearnedTermProblem[] } {
  const problems: LearnedTermProblem[] = [];
  const checked: Checked[] = [];
  const seen = new Map<string, { label: string; referenceId: number }>();
  terms.forEach((t, i) => {
    const { line, label } = placeOf(t, i);
    const problem = (column: string, code: string, message: string) => problems.push({ line, column, code, message: `${label}, ${column}: ${message}` });
    if (!(LEARNABLE_FIELDS as readonly string[]).includes(t.field)) {
      problem('field', 'FIELD_UNKNOWN', `"${t.field}" is not a field that can be learned; write one of ${LEARNABLE_FIELDS.join(', ')}.`);
      return;
    }
    const term = t.term.trim();
    const key = learnedTermKey(term);
    if (!term || term.length > MAX_TERM_CHARS || !key) {
      problem('term', 'TERM_INVALID', `the term must have letters or digits and at most ${MAX_TERM_CHARS} characters.`);
      return;
    }
    const language = t.language ? t.language.toLowerCase() : null;
    if (language !== null && !(LEARNED_TERM_LANGUAGES as readonly string[]).includes(language)) {
      problem('language', 'LANGUAGE_UNKNOWN', `"${t.language}" is not a catalog language; write one of ${LEARNED_TERM_LANGUAGES.join(', ')}, or leave it empty.`);
      return;
    }
    const name = Number.isInteger(t.referenceId) && t.referenceId > 0 && t.referenceId <= MAX_REFERENCE_ID ? learnedValueName(t.field, t.referenceId, reference) : null;
    if (name === null) {
      problem(
        'reference_id',
        'REFERENCE_ID_UNKNOWN',
        notALearnedValue(
          t.field,
          t.referenceId,
          `the reference this workspace converts against (${describeReference(reference)})`,
          'Check the ID, or choose another release in Settings → Reference data.',
        ),
      );
      return;
    }
    const id = `${t.field}\u0000${key}`;
    const first = seen.get(id);
    if (first) {
      if (first.referenceId !== t.referenceId) {
        problem('term', 'TERM_CONFLICT', `${t.field} "${term}" is given ${t.referenceId}, but ${first.label} gives the same term ${first.referenceId}; keep one of them.`);
      }
      return;
    }
    seen.set(id, { label, referenceId: t.referenceId });
    checked.push({ field: t.field, term, term_key: key, reference_id: t.referenceId, reference_name: name, language });
  });
  if (problems.length === 0) return { ok: true, terms: checked };
  if (problems.length <= MAX_PROBLEMS) return { ok: false, problems };
  const shown = problems.slice(0, MAX_PROBLEMS);
  const last = shown.at(-1)!;
  return { ok: false, problems: [...shown, { line: last.line, code: 'TOO_MANY_PROBLEMS', message: `${problems.length - MAX_PROBLEMS} more problems after these are not listed. Fix the ones above and import again.` }] };
}

function describeReference(reference: ReferenceSet): string {
  return [reference.demo ? 'the bundled demo set' : reference.source, reference.versionDate].filter(Boolean).join(', ');
}

/**
 * Imports terms into the workspace (owners and reviewers; one audit entry). With `replace`, the
 * workspace's terms the import does not name are removed; without, they stay. Terms already there
 * take the import's reference ID and language. Refusals: not_found, not_allowed, invalid (with
 * `problems` by line), conflict (the workspace's reference release changed since `reference` was
 * loaded: load it again).
 */
export async function importLearnedTerms(
  tx: Queryable,
  workspaceId: string,
  terms: readonly LearnedTerm[],
  options: { replace?: boolean; origin?: 'import' | 'api'; reference: ImportReference },
): Promise<Outcome<{ counts: ImportCounts }> | ImportRefusal> {
  const allowed = await requireRole(tx, workspaceId, 'review');
  if (!allowed.ok) return allowed;
  const current = await currentReferenceOf(tx, workspaceId);
  if (!current) return notFound('workspace');
  if (!samePin(current.pin, options.reference.pin)) {
    return { ok: false, code: 'conflict', message: 'The workspace started using another reference release while the terms were read; import them again.' };
  }
  if (terms.length === 0) return invalid('There are no terms to import: give at least one (a file needs its header line and one term a line).');
  const checked = checkLearnedTerms(terms, options.reference.set);
  if (!checked.ok) {
    return { ...invalid(`The terms were not imported: ${checked.problems.length === 1 ? 'one term has a problem' : `${checked.problems.length} problems`}. Nothing was changed.`), problems: checked.problems };
  }
  const replace = options.replace ?? false;
  return refusing(tx, async (q) => {
    const [row] = await q.query<{ counts: ImportCounts & { origin: string } }>(
      `select public.import_learned_terms($1, $2::jsonb, $3, $4) as counts`,
      [workspaceId, JSON.stringify(checked.terms), replace, options.origin ?? 'import'],
    );
    if (!row) throw new Error('import_learned_terms answered nothing');
    const { count, added, changed, unchanged, removed } = row.counts;
    return { counts: { count, added, changed, unchanged, removed, replace } };
  });
}
