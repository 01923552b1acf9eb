import type { ActionResult } from '@/lib/actions/result';
import type {
  QueueCounts,
  QueueFilter,
  QueuePage,
  RowDecisionInput,
  ReviewRowView,
  ReviewSummary,
  ValueDecided,
  ValueDecisionInput,
  ValueGroup,
  ValueGroupCursor,
} from '@/lib/data/catalogs/types';

/**
 * The server actions the queue calls, passed in as props by the page (tests pass fakes). Every
 * one re-checks the user and the role on the server; refusals come back as values.
 */
export interface ReviewActions {
  decide(input: { conversionId: string; filter: QueueFilter; decisions: RowDecisionInput[] }): Promise<
    ActionResult<{ decided: number; missing: number[]; rows: ReviewRowView[]; counts: QueueCounts }>
  >;
  decideMatching(input: {
    conversionId: string;
    filter: QueueFilter;
    decision: 'approved' | 'rejected';
  }): Promise<ActionResult<{ decided: number; counts: QueueCounts }>>;
  load(input: { conversionId: string; filter: QueueFilter; afterRow?: number }): Promise<ActionResult<QueuePage & { counts: QueueCounts }>>;
}

/** The "By value" view's page of groups and where the next one starts. */
export interface ValueGroupsPage {
  groups: ValueGroup[];
  next: ValueGroupCursor | null;
}

/** What one value decision did, for the status line. */
export interface ValueDecisionResult {
  outcome: ValueDecided;
  /** The groups shown, read again: a decision also changes the counts of values sharing its rows. */
  page: ValueGroupsPage;
  summary: ReviewSummary;
}

/** The "By value" view's server actions; like ReviewActions, each checks user, workspace and role again. */
export interface ValueActions {
  decideValue(input: { conversionId: string; decision: ValueDecisionInput; shown: number }): Promise<ActionResult<ValueDecisionResult>>;
  loadValues(input: { conversionId: string; after?: ValueGroupCursor }): Promise<ActionResult<ValueGroupsPage>>;
}
