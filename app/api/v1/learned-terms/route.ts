import { apiRoute, createLearnedTerms, listLearnedTermsEndpoint } from '@/lib/api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute(listLearnedTermsEndpoint);
export const POST = apiRoute(createLearnedTerms);
