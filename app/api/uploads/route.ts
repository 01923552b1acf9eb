import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { withUser } from '@/lib/db';
import { isSameOriginRequest, NO_STORE, problemResponse } from '@/lib/http';
import {
  acceptedAnswer,
  fileNameFromHeader,
  refusedAnswer,
  sizeRefusalOf,
  uploadAnswerStatus,
  uploadBody,
  type UploadAccepted,
  type UploadRefused,
} from '@/lib/http/upload';
import { submitUpload } from '@/lib/jobs';
import { reportError } from '@/lib/monitoring';
import { getWorkspaceSettings } from '@/lib/data/workspaces';
import { workspaceContextOrNull } from '@/lib/auth';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const workspaceParam = z.guid();

function accepted(body: UploadAccepted): Response {
  return Response.json(body, { status: uploadAnswerStatus(body), headers: NO_STORE });
}

function refused(body: UploadRefused): Response {
  return problemResponse(uploadAnswerStatus(body), body);
}

function refuse(code: UploadRefused['code'], message: string): Response {
  return refused({ ok: false, code, message });
}

/**
 * Receives one catalog file: `POST /api/uploads?workspace=<id>`, the raw bytes as the body,
 * `X-File-Name: <encodeURIComponent(name)>`. The body streams into `submitUpload` (blob store,
 * engine pre-checks, the upload row); the answer says what was detected or what is wrong.
 * Same-origin only; the proxy does not see /api, so the session is checked here.
 */
export async function POST(request: NextRequest): Promise<Response> {
  if (!isSameOriginRequest(request.headers)) return refuse('cross_origin', 'Uploads are accepted from Partsmith’s own pages only.');
  const context = await workspaceContextOrNull();
  if (!context) return refuse('unauthenticated', 'Sign in to upload catalogs.');
  const workspace = workspaceParam.safeParse(request.nextUrl.searchParams.get('workspace'));
  if (!workspace.success) return refuse('invalid', 'Say which workspace the file is for: ?workspace=<workspace id>.');
  const body = uploadBody(request);
  if (!body) return refuse('invalid', 'The request has no file in its body.');

  try {
    const submitted = await submitUpload(context.claims, {
      workspaceId: workspace.data,
      fileName: fileNameFromHeader(request.headers.get('x-file-name')),
      body: body.chunks,
      declaredBytes: body.declaredBytes,
    });
    if (submitted.ok) return accepted(acceptedAnswer(submitted));
    // Refused before or while reading: let the client finish sending so it can read the answer.
    await body.drain();
    const limit = sizeRefusalOf(submitted) === 'too_large' ? await uploadLimitOf(context.claims, workspace.data) : undefined;
    return refused(refusedAnswer(submitted, limit));
  } catch (error) {
    reportError(error, { route: '/api/uploads' });
    await body.cancel();
    return refuse('failed', 'The upload could not be stored. Try again in a moment.');
  }
}

async function uploadLimitOf(claims: Parameters<typeof withUser>[0], workspaceId: string): Promise<number | undefined> {
  const settings = await withUser(claims, (tx) => getWorkspaceSettings(tx, workspaceId));
  return settings?.uploadLimitBytes;
}
