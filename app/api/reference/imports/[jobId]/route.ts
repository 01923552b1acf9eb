import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { findingMessage } from '@/lib/catalog/messages';
import { referenceImportStatus } from '@/lib/jobs';
import { readerLocale } from '@/lib/site';
import { NO_STORE } from '@/lib/http';
import { referenceImportRefusal } from '@/lib/http/upload';
import { workspaceContextOrNull } from '@/lib/auth';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Where a workspace's reference import stands: `GET /api/reference/imports/<job>?workspace=<id>`.
 * Why an import failed is said in the reader's language (`readerLocale`: the page passes its own);
 * the code and the text's parameters stay as stored.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ jobId: string }> }): Promise<Response> {
  const context = await workspaceContextOrNull();
  if (!context) return referenceImportRefusal('unauthenticated', 'Sign in to follow a reference import.');
  const workspace = z.guid().safeParse(request.nextUrl.searchParams.get('workspace'));
  const jobId = z.guid().safeParse((await params).jobId);
  if (!workspace.success || !jobId.success) return referenceImportRefusal('not_found', 'No such reference import in this workspace.');
  const found = await referenceImportStatus(context.claims, { workspaceId: workspace.data, jobId: jobId.data });
  if (!found.ok) return referenceImportRefusal(found.code === 'conflict' ? 'invalid' : found.code, found.message);
  const status = found.status.state === 'done' && found.status.status === 'failed' ? { ...found.status, message: findingMessage(found.status, readerLocale(request)) } : found.status;
  return Response.json({ ok: true, status }, { headers: NO_STORE });
}
