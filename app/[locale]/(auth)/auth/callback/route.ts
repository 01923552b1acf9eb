import { NextResponse, type NextRequest } from 'next/server';
import { getAuthBackend, safeNextPath } from '@/lib/auth';
import { localizedPath } from '@/lib/site';

/** Supabase's PKCE redirects (OAuth, recovery links) exchange their code for a session here. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const code = request.nextUrl.searchParams.get('code');
  const next = safeNextPath(request.nextUrl.searchParams.get('next'), localizedPath(locale, '/dashboard'));
  if (code && (await getAuthBackend().exchangeCode(code)).ok) {
    return NextResponse.redirect(new URL(next, request.nextUrl.origin));
  }
  const failed = new URL(localizedPath(locale, '/login'), request.nextUrl.origin);
  failed.searchParams.set('error', 'tokenInvalid');
  return NextResponse.redirect(failed);
}
