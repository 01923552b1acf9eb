import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { withUser } from '@/lib/db';
import { submitUpload } from '@/lib/jobs';
import { reportError } from '@/lib/monitoring';
import {
  acceptedAnswer,
  bodyChunks,
  declaredBodyBytes,
  discardRest,
  fileNameFromHeader,
  isSameOriginRequest,
  refusedAnswer,
  uploadAnswerStatus,
  type UploadAnswer,
  type UploadRefused,
} from '@/lib/uploads-http';
import { getWorkspaceSettings } from '@/lib/data/workspaces';
import { workspaceContextOrNull } from '@/lib/auth';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const workspaceParam = z.guid();

function answer(body: UploadAnswer): Response {
  return NextResponse.json(body, { status: uploadAnswerStatus(body), headers: { 'Cache-Control': 'no-store' } });
}

function refuse(code: UploadRefused['code'], message: string): Response {
  return answer({ ok: false, code, message });
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
  if (!request.body) return refuse('invalid', 'The request has no file in its body.');

  const reader = request.body.getReader();
  try {
    const submitted = await submitUpload(context.claims, {
      workspaceId: workspace.data,
      fileName: fileNameFromHeader(request.headers.get('x-file-name')),
      body: bodyChunks(reader),
      declaredBytes: declaredBodyBytes(request.headers),
    });
    if (submitted.ok) return answer(acceptedAnswer(submitted));
    // Refused before or while reading: let the client finish sending so it can read the answer.
    await discardRest(reader);
    const limit = submitted.finding?.code === 'UPLOAD_TOO_LARGE' ? await uploadLimitOf(context.claims, workspace.data) : undefined;
    return answer(refusedAnswer(submitted, limit));
  } catch (error) {
    reportError(error, { route: '/api/uploads' });
    await reader.cancel().catch(() => undefined);
    return refuse('failed', 'The upload could not be stored. Try again in a moment.');
  }
}

async function uploadLimitOf(claims: Parameters<typeof withUser>[0], workspaceId: string): Promise<number | undefined> {
  const settings = await withUser(claims, (tx) => getWorkspaceSettings(tx, workspaceId));
  return settings?.uploadLimitBytes;
}
