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
import { findingMessage, render, say, type MessageLocale, type Said } from '@/lib/catalog/messages';
import { submitUpload, type SubmitRefusal } from '@/lib/jobs';
import { reportError } from '@/lib/monitoring';
import { getWorkspaceSettings } from '@/lib/data/workspaces';
import { workspaceContextOrNull } from '@/lib/auth';
import { readerLocale } from '@/lib/site';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const workspaceParam = z.guid();

function accepted(body: UploadAccepted): Response {
  return Response.json(body, { status: uploadAnswerStatus(body), headers: NO_STORE });
}

function refused(body: UploadRefused): Response {
  return problemResponse(uploadAnswerStatus(body), body);
}

function refuse(code: UploadRefused['code'], said: Said, locale: MessageLocale): Response {
  return refused({ ok: false, code, message: render(said, locale) });
}

/** A refusal of submitUpload as the answer, its message and its finding's in the reader's language. */
function spoken(answer: UploadRefused, refusal: SubmitRefusal, locale: MessageLocale): UploadRefused {
  const message = refusal.said ? render(refusal.said, locale) : answer.message;
  return { ...answer, message, ...(answer.finding && refusal.finding ? { finding: { ...answer.finding, message: findingMessage(refusal.finding, locale) } } : {}) };
}

/**
 * Receives one catalog file: `POST /api/uploads?workspace=<id>`, the raw bytes as the body,
 * `X-File-Name: <encodeURIComponent(name)>`. The body streams into `submitUpload` (blob store,
 * engine pre-checks, the upload row); the answer says what was detected or what is wrong.
 * Same-origin only; the proxy does not see /api, so the session is checked here. Refusals are said
 * in the reader's language (`readerLocale`), the code unchanged.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const locale = readerLocale(request);
  if (!isSameOriginRequest(request.headers)) return refuse('cross_origin', say('upload.crossOrigin'), locale);
  const context = await workspaceContextOrNull();
  if (!context) return refuse('unauthenticated', say('upload.signIn'), locale);
  const workspace = workspaceParam.safeParse(request.nextUrl.searchParams.get('workspace'));
  if (!workspace.success) return refuse('invalid', say('upload.whichWorkspace'), locale);
  const body = uploadBody(request);
  if (!body) return refuse('invalid', say('upload.noBody'), locale);

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
    return refused(spoken(refusedAnswer(submitted, limit), submitted, locale));
  } catch (error) {
    reportError(error, { route: '/api/uploads' });
    await body.cancel();
    return refuse('failed', say('upload.notStored'), locale);
  }
}

async function uploadLimitOf(claims: Parameters<typeof withUser>[0], workspaceId: string): Promise<number | undefined> {
  const settings = await withUser(claims, (tx) => getWorkspaceSettings(tx, workspaceId));
  return settings?.uploadLimitBytes;
}
