import { randomUUID } from 'node:crypto';
import { NextResponse } from 'next/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// One id per server process (kept on globalThis: Next may load this module more than once), so a
// monitor — and the hostile-request suite — can tell a process that survived from one that restarted.
const holder = globalThis as typeof globalThis & { __partsmithBootId?: string };
holder.__partsmithBootId ??= randomUUID();

/** Liveness: answers while the process can serve requests. No data, no session, nothing secret. */
export function GET() {
  return NextResponse.json({ status: 'ok', bootId: holder.__partsmithBootId }, { headers: { 'Cache-Control': 'no-store' } });
}
