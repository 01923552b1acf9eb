/**
 * Qdb-coded qualifiers as flat ACES templates write them — `9775:06/30/1998;`, `4615:07/01/1998;9155;`,
 * `10866:EJ22 EMPI;` — each a Qdb qualifier ID and its parameters, written as `<Qual id><param/>…`.
 * The IDs are checked against the reference's Qdb when it has one; otherwise the check is skipped
 * and said once. Text that is not of that form rejects the row rather than being guessed at.
 */

import { say } from '../messages';
import type { AcesApp } from '@/lib/catalog/types';
import type { NormalizeContext } from './context';
import { quote, reject, skippedCheck, type Issue } from './issues';

export interface Qualifiers {
  quals: NonNullable<AcesApp['quals']>;
  issues: Issue[];
}

const ENTRY = /^\s*(\d{1,7})\s*((?::[^:;]*)*)\s*$/;

export function parseQualifiers(text: string, ctx: NormalizeContext): Qualifiers | Issue {
  const quals: Qualifiers['quals'] = [];
  for (const part of text.split(';')) {
    if (!part.trim()) continue;
    const m = ENTRY.exec(part);
    if (!m) {
      return reject('QUALIFIER_UNPARSEABLE', 'qualifiers', say('QUALIFIER_UNPARSEABLE', { value: quote(part.trim()) }));
    }
    const params = m[2] ? m[2].split(':').slice(1).map((p) => p.trim()) : [];
    if (params.some((p) => p === '')) return reject('QUALIFIER_UNPARSEABLE', 'qualifiers', say('QUALIFIER_UNPARSEABLE.emptyParameter', { value: quote(part.trim()) }));
    quals.push({ id: Number(m[1]), params, text: '' });
  }
  // The demo and most partial deliveries carry no Qdb: say once that the IDs went unchecked.
  const issues = ctx.reference.tables.has('qualifier') ? [] : [skippedCheck('Qdb qualifier IDs', say('skipped.qualifierIds'))];
  return { quals, issues };
}
