import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { findingMessage } from '@/lib/catalog/messages';
import { submitReferenceImport } from '@/lib/jobs';
import { reportError } from '@/lib/monitoring';
import {
  bodyChunks,
  discardRest,
  fileNameFromHeader,
  isSameOriginRequest,
  referenceImportProblemStatus,
  type ReferenceImportProblem,
} from '@/lib/uploads-http';
import { readerLocale } from '@/lib/site/reader-locale';
import { workspaceContextOrNull } from '@/lib/auth';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const query = z.object({ workspace: z.guid(), source: z.string().max(500).optional() });

function refuse(code: ReferenceImportProblem['code'], message: string): Response {
  const problem: ReferenceImportProblem = { ok: false, code, message };
  return NextResponse.json(problem, { status: referenceImportProblemStatus(problem), headers: { 'Cache-Control': 'no-store' } });
}

/**
 * Receives a reference delivery for a workspace (Settings → Reference data): `POST
 * /api/reference/imports?workspace=<id>[&source=<name>]`, the zip as the raw body,
 * `X-File-Name: <encodeURIComponent(name)>`. The body streams into the blob store and the import is
 * queued; the answer is the job to follow at `GET /api/reference/imports/<job>?workspace=<id>`.
 * Same-origin only; the session and the owner role are checked here (the proxy does not see /api).
 */
export async function POST(request: NextRequest): Promise<Response> {
  if (!isSameOriginRequest(request.headers)) return refuse('cross_origin', 'Reference deliveries are accepted from Partsmith’s own pages only.');
  const context = await workspaceContextOrNull();
  if (!context) return refuse('unauthenticated', 'Sign in to import reference data.');
  const params = query.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!params.success) return refuse('invalid', 'Say which workspace the delivery is for: ?workspace=<workspace id>.');
  if (!request.body) return refuse('invalid', 'The request has no file in its body.');

  const reader = request.body.getReader();
  try {
    const submitted = await submitReferenceImport(context.claims, {
      workspaceId: params.data.workspace,
      fileName: fileNameFromHeader(request.headers.get('x-file-name')),
      body: bodyChunks(reader),
      ...(params.data.source ? { source: params.data.source } : {}),
    });
    if (submitted.ok) return NextResponse.json({ ok: true, jobId: submitted.jobId }, { status: 202, headers: { 'Cache-Control': 'no-store' } });
    await discardRest(reader);
    // A refusal with a finding is said in the reader's language; the others are the route's own English.
    const message = submitted.finding ? findingMessage(submitted.finding, readerLocale(request)) : submitted.message;
    return refuse(submitted.finding?.code === 'REFERENCE_TOO_LARGE' ? 'too_large' : submitted.code === 'conflict' ? 'invalid' : submitted.code, message);
  } catch (error) {
    reportError(error, { route: '/api/reference/imports' });
    await reader.cancel().catch(() => undefined);
    return refuse('failed', 'The delivery could not be stored. Try again in a moment.');
  }
}
