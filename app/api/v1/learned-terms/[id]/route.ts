import { apiRoute, deleteLearnedTermById, updateLearnedTermById } from '@/lib/api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const PATCH = apiRoute(updateLearnedTermById);
export const DELETE = apiRoute(deleteLearnedTermById);
