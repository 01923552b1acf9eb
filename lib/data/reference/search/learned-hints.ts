import type { LearnableField } from '@/lib/catalog/normalize';
import type { ReferenceSearchKind, TermLanguage } from './types';

/**
 * A workspace's learned term (decision 0011) given to one search: the catalog text a person decided
 * and the reference entity it means. The index is built per release and shared by workspaces, so
 * their terms come with each search (a handful, read by the search text) rather than into it.
 */
export interface LearnedHint {
  term: string;
  referenceId: number;
  language?: TermLanguage | null;
}

/** The learned-term field a search kind looks in. */
export const LEARNED_FIELD_OF: Record<ReferenceSearchKind, LearnableField> = {
  make: 'make',
  model: 'model',
  'part-type': 'partType',
  position: 'position',
};
