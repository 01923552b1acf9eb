import type { ReactNode } from 'react';
import { SiteFooter, SiteHeader } from '@/components/layout';

/** Header, main landmark and footer around every public page. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  );
}
