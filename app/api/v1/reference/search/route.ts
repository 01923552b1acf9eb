import { apiRoute, searchReference } from '@/lib/api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute(searchReference);
