import { apiRoute, listMappings } from '@/lib/api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute(listMappings);
