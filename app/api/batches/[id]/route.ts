import { NextResponse } from 'next/server';
import { z } from 'zod';
import { readBatchSnapshot } from '@/lib/data/exports';
import type { MessageLocale } from '@/lib/catalog/messages';
import { withUser } from '@/lib/db';
import { readerLocale } from '@/lib/site/reader-locale';
import { workspaceContextOrNull } from '@/lib/auth';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

function problem(status: number, code: string, message: string) {
  return NextResponse.json({ ok: false, code, message }, { status, headers: NO_STORE });
}

/**
 * A batch's files, totals and combined exports, polled by /batch/[id] while anything runs. The
 * user's own RLS scope decides visibility: a batch of a workspace they are not in is "not found",
 * exactly like one that does not exist. Job errors in the reader's language (`readerLocale`).
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const context = await workspaceContextOrNull();
  if (!context) return problem(401, 'unauthenticated', 'Sign in to see this batch.');
  const id = z.guid().safeParse((await params).id);
  if (!id.success) return problem(404, 'not_found', 'No such batch, or it is not in a workspace you belong to.');
  const snapshot = await withUser(context.claims, (tx) => readBatchSnapshot(tx, id.data, readerLocale(request) as MessageLocale));
  if (!snapshot) return problem(404, 'not_found', 'No such batch, or it is not in a workspace you belong to.');
  return NextResponse.json({ ok: true, batch: snapshot }, { headers: NO_STORE });
}
