/**
 * Where a deliverable of an export downloads from: the route handler reads the export with the
 * user's RLS scope first and serves only files the export lists. `name` is the file's name in the
 * export (`aces.xml`, `changes/aces-update.xml`, `evidence.zip`), URL-encoded as one segment.
 */
export function exportFileHref(exportId: string, name: string): string {
  return `/api/exports/${encodeURIComponent(exportId)}/files/${encodeURIComponent(name)}`;
}
