import { apiRoute, decideReviewValue } from '@/lib/api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = apiRoute(decideReviewValue);
