import type { ReactNode } from 'react';
import { AreaTexts } from '@/i18n/area-texts';

/**
 * The catalogs list's and the upload's client texts: the section's areas whole. A conversion's page
 * (`[id]`, outside this group) names the few parts it uses, and its review has a layout of its own.
 */
export default function CatalogsLayout({ children }: { children: ReactNode }) {
  return <AreaTexts areas={['catalogs', 'exports']}>{children}</AreaTexts>;
}
