import type { LearnableField } from '@/lib/catalog/normalize';

/** One learned term as the list shows it (the page resolves who from the member list). */
export type LearnedTermView = {
  id: string;
  field: LearnableField;
  term: string;
  referenceId: number;
  referenceName: string | null;
  language: string | null;
  origin: 'review' | 'import' | 'api' | 'settings';
  conversionId: string | null;
  /** Who decided it last: a member's name, or null for the system or a former member. */
  by: string | null;
  /** When it was decided last. */
  at: Date;
  useCount: number;
  lastUsedAt: Date | null;
};
