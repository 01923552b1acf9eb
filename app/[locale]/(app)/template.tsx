import type { ReactNode } from 'react';
import { requireActiveUser } from '@/lib/auth';

/**
 * Layouts are kept across client-side navigations; templates are rendered again for each one. The
 * check here is what makes a suspension take effect on the very next navigation inside the app.
 */
export default async function AppTemplate({ children }: { children: ReactNode }) {
  await requireActiveUser();
  return children;
}
