/**
 * The review page's two views: values (one decision per value that held rows) or rows one by one.
 * A choice of the screen, kept in the URL beside the queue's filter (lib/data/catalogs/queue-filter.ts)
 * but not part of it: the data layer never sees it.
 */
export const REVIEW_VIEWS = ['values', 'rows'] as const;
export type ReviewView = (typeof REVIEW_VIEWS)[number];

/** The view the URL asks for (`?view=rows`); null when it names none, so the page picks. */
export function viewFromSearchParams(params: Record<string, string | string[] | undefined>): ReviewView | null {
  const raw = Array.isArray(params.view) ? params.view[0] : params.view;
  return (REVIEW_VIEWS as readonly string[]).includes(raw ?? '') ? (raw as ReviewView) : null;
}
