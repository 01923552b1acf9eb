import { apiRoute, listJobs, startJob } from '@/lib/api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute(listJobs);
export const POST = apiRoute(startJob);
