import type { ReactNode } from 'react';
import { AreaTexts } from '@/i18n/area-texts';

/** The review's client texts besides the catalogs section's (a provider replaces its parent's texts). */
export default function ReviewLayout({ children }: { children: ReactNode }) {
  return <AreaTexts areas={['catalogs', 'exports', 'review']}>{children}</AreaTexts>;
}
