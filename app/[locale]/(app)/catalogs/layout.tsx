import type { ReactNode } from 'react';
import { AreaTexts } from '@/i18n/area-texts';

/** The catalogs section's client texts: its own, and the export form's on a conversion's page. */
export default function CatalogsLayout({ children }: { children: ReactNode }) {
  return <AreaTexts areas={['catalogs', 'exports']}>{children}</AreaTexts>;
}
