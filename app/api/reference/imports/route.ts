import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { findingMessage } from '@/lib/catalog/messages';
import { isSameOriginRequest, NO_STORE } from '@/lib/http';
import { fileNameFromHeader, referenceImportRefusal, sizeRefusalOf, uploadBody } from '@/lib/http/upload';
import { submitReferenceImport } from '@/lib/jobs';
import { reportError } from '@/lib/monitoring';
import { readerLocale } from '@/lib/site';
import { workspaceContextOrNull } from '@/lib/auth';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const query = z.object({ workspace: z.guid(), source: z.string().max(500).optional() });

/**
 * Receives a reference delivery for a workspace (Settings → Reference data): `POST
 * /api/reference/imports?workspace=<id>[&source=<name>]`, the zip as the raw body,
 * `X-File-Name: <encodeURIComponent(name)>`. The body streams into the blob store and the import is
 * queued; the answer is the job to follow at `GET /api/reference/imports/<job>?workspace=<id>`.
 * Same-origin only; the session and the owner role are checked here (the proxy does not see /api).
 */
export async function POST(request: NextRequest): Promise<Response> {
  if (!isSameOriginRequest(request.headers)) return referenceImportRefusal('cross_origin', 'Reference deliveries are accepted from Partsmith’s own pages only.');
  const context = await workspaceContextOrNull();
  if (!context) return referenceImportRefusal('unauthenticated', 'Sign in to import reference data.');
  const params = query.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!params.success) return referenceImportRefusal('invalid', 'Say which workspace the delivery is for: ?workspace=<workspace id>.');
  const body = uploadBody(request);
  if (!body) return referenceImportRefusal('invalid', 'The request has no file in its body.');

  try {
    const submitted = await submitReferenceImport(context.claims, {
      workspaceId: params.data.workspace,
      fileName: fileNameFromHeader(request.headers.get('x-file-name')),
      body: body.chunks,
      ...(params.data.source ? { source: params.data.source } : {}),
    });
    if (submitted.ok) return Response.json({ ok: true, jobId: submitted.jobId }, { status: 202, headers: NO_STORE });
    await body.drain();
    // A refusal with a finding is said in the reader's language; the others are the route's own English.
    const message = submitted.finding ? findingMessage(submitted.finding, readerLocale(request)) : submitted.message;
    return referenceImportRefusal(sizeRefusalOf(submitted) === 'too_large' ? 'too_large' : submitted.code === 'conflict' ? 'invalid' : submitted.code, message);
  } catch (error) {
    reportError(error, { route: '/api/reference/imports' });
    await body.cancel();
    return referenceImportRefusal('failed', 'The delivery could not be stored. Try again in a moment.');
  }
}
