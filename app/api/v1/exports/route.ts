import { apiRoute, listExports, startExport } from '@/lib/api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute(listExports);
export const POST = apiRoute(startExport);
