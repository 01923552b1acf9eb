import { formatLearnedTermsCsv } from '@/lib/catalog/learned';
import { withUser } from '@/lib/db';
import { downloadResponse, problemResponse } from '@/lib/http';
import { learnedTermsForConversion } from '@/lib/data/reference';
import { safeDownloadName } from '@/lib/data/exports';
import { workspaceContextOrNull } from '@/lib/auth';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Settings → Learned terms → Export: the current workspace's terms as the CSV file the import (and
 * `partsmith convert --learned`) reads back. Any member may download them (RLS shows members their
 * own workspace's terms only). A byte-order mark first, so spreadsheets open it as UTF-8.
 */
export async function GET() {
  const context = await workspaceContextOrNull();
  if (!context) return problemResponse(401, { code: 'unauthenticated', message: 'Sign in to download learned terms.' });
  const { workspace } = context;
  const terms = await withUser(context.claims, (tx) => learnedTermsForConversion(tx, workspace.id));
  const name = safeDownloadName(`learned-terms-${workspace.slug}-${new Date().toISOString().slice(0, 10)}.csv`);
  return downloadResponse({
    downloadName: name,
    contentType: 'text/csv; charset=utf-8',
    body: `\uFEFF${formatLearnedTermsCsv(terms)}`,
    cacheControl: 'private, no-store',
  });
}
