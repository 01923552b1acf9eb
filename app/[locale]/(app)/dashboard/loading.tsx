export { PageLoading as default } from '@/components/app/page-loading';
