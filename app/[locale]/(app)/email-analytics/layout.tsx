import type { ReactNode } from 'react';
import { ALL_CLIENT_AREAS, AreaTexts } from '@/i18n/area-texts';

/** Every client area, as all signed-in pages had before sections sent their own (issue 15.7). */
export default function EmailAnalyticsLayout({ children }: { children: ReactNode }) {
  return <AreaTexts areas={ALL_CLIENT_AREAS}>{children}</AreaTexts>;
}
