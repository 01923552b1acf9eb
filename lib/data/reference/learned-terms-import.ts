import { render, say, saidFields, type MessageParams, type Said } from '@/lib/catalog/messages';
import { LEARNABLE_FIELDS, learnedTermKey, learnedValueName, MAX_LEARNED_QTY, type LearnedTerm } from '@/lib/catalog/normalize';
import type { ReferenceSet } from '@/lib/catalog/reference';
import { refusing, type Outcome, type Queryable, type Refusal } from '@/lib/db';
import { LEARNED_TERM_LANGUAGES, MAX_TERM_CHARS } from './learned-terms';
import { samePin, type ReferencePin } from './reference-pin';
import { currentReferenceOf } from './reference-releases';
import { invalid, notFound, requireRole } from '../workspaces/roles';

/*
 * Importing learned terms as one act (a CSV file from Settings or the API, or many terms posted at
 * once): every term is checked first — against the workspace's current reference release too, since
 * a term naming an entity the reference lacks would never apply — and one problem anywhere refuses
 * the whole import, naming each line. The write is public.import_learned_terms, which makes it one
 * audit entry (learned_terms.imported) with the counts instead of one per term.
 */

/**
 * A problem with one term of an import: where (a file's line, or the term's position), and what to
 * do. `message` is English and says where; `params` (and `messageId`) say it as a catalogue text
 * (texts/learned.ts), for the settings page to render in its reader's language.
 */
export interface LearnedTermProblem {
  line: number;
  column?: string;
  code: string;
  message: string;
  params?: MessageParams;
  messageId?: string;
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
function placeOf(term: LearnedTerm, index: number): { line: number; label: Said } {
  const csv = /^csv:(\d+)$/.exec(term.id);
  return csv ? { line: Number(csv[1]), label: say('learned.import.line', { line: csv[1]! }) } : { line: index + 1, label: say('learned.import.term', { n: String(index + 1) }) };
}

function problemOf(line: number, column: string | undefined, code: string, text: Said): LearnedTermProblem {
  return { line, ...(column === undefined ? {} : { column }), code, message: render(text), ...saidFields(code, text) };
}

type Checked = { field: string; term: string; term_key: string; reference_id: number; reference_name: string; language: string | null };

/** Each term checked, or every problem found; identical repeats are folded into the first. */
export function checkLearnedTerms(terms: readonly LearnedTerm[], reference: ReferenceSet): { ok: true; terms: Checked[] } | { ok: false; problems: LearnedTermProblem[] } {
  const problems: LearnedTermProblem[] = [];
  const checked: Checked[] = [];
  const seen = new Map<string, { label: Said; referenceId: number }>();
  terms.forEach((t, i) => {
    const { line, label } = placeOf(t, i);
    const problem = (column: string, code: string, text: Said) => problems.push(problemOf(line, column, code, say('learned.import.at', { place: label, column, problem: text })));
    if (!(LEARNABLE_FIELDS as readonly string[]).includes(t.field)) {
      problem('field', 'FIELD_UNKNOWN', say('FIELD_UNKNOWN', { value: t.field, fields: LEARNABLE_FIELDS.join(', ') }));
      return;
    }
    const term = t.term.trim();
    const key = learnedTermKey(term);
    if (!term || term.length > MAX_TERM_CHARS || !key) {
      problem('term', 'TERM_INVALID', say('TERM_INVALID', { max: String(MAX_TERM_CHARS) }));
      return;
    }
    const language = t.language ? t.language.toLowerCase() : null;
    if (language !== null && !(LEARNED_TERM_LANGUAGES as readonly string[]).includes(language)) {
      problem('language', 'LANGUAGE_UNKNOWN', say('LANGUAGE_UNKNOWN', { value: t.language ?? '', languages: LEARNED_TERM_LANGUAGES.join(', ') }));
      return;
    }
    const name = Number.isInteger(t.referenceId) && t.referenceId > 0 && t.referenceId <= MAX_REFERENCE_ID ? learnedValueName(t.field, t.referenceId, reference) : null;
    if (name === null) {
      const id = String(t.referenceId);
      problem(
        'reference_id',
        'REFERENCE_ID_UNKNOWN',
        t.field === 'qty'
          ? say('learned.import.qtyInvalid', { id, max: String(MAX_LEARNED_QTY) })
          : say('learned.import.referenceUnknown', { id, kind: t.field, reference: describeReference(reference) }),
      );
      return;
    }
    const id = `${t.field}\u0000${key}`;
    const first = seen.get(id);
    if (first) {
      if (first.referenceId !== t.referenceId) {
        problem('term', 'TERM_CONFLICT', say('learned.import.conflict', { field: t.field, term, id: String(t.referenceId), first: first.label, firstId: String(first.referenceId) }));
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
  return { ok: false, problems: [...shown, problemOf(last.line, undefined, 'TOO_MANY_PROBLEMS', say('TOO_MANY_PROBLEMS', { more: problems.length - MAX_PROBLEMS }))] };
}

/** The release in words: the demo set's name is a text, a release's source is what its import recorded. */
function describeReference(reference: ReferenceSet): Said | string {
  if (reference.demo && reference.versionDate) return say('learned.import.demoSet', { date: reference.versionDate });
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
    const said = say('learnedTerms.referenceChanged');
    return { ok: false, code: 'conflict', message: render(said), said };
  }
  if (terms.length === 0) return invalid(say('learnedTerms.noTerms'));
  const checked = checkLearnedTerms(terms, options.reference.set);
  if (!checked.ok) return { ...invalid(say('learnedTerms.refused', { count: checked.problems.length })), problems: checked.problems };
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
