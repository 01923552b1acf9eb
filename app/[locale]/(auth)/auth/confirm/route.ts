import { NextResponse, type NextRequest } from 'next/server';
import { getAuthBackend } from '@/lib/auth';
import { localizedPath } from '@/lib/site';

/** Email-confirmation links land here; on success the sign-in page shows the confirmation toast. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const token = request.nextUrl.searchParams.get('token_hash') ?? '';
  const type = request.nextUrl.searchParams.get('type') ?? 'email';
  const target = new URL(localizedPath(locale, '/login'), request.nextUrl.origin);
  if (token) {
    const result = await getAuthBackend().confirmEmail({ token, type });
    if (result.ok) {
      target.searchParams.set('confirmed', result.type);
      return NextResponse.redirect(target);
    }
  }
  target.pathname = localizedPath(locale, '/auth/forgot-password');
  target.searchParams.set('error', 'tokenInvalid');
  return NextResponse.redirect(target);
}
