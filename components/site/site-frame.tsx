import type { ReactNode } from 'react';
import { SiteFooter, SiteHeader } from '@/components/layout';

/** The <body> of every page, in both routers. */
export const SITE_BODY_CLASS = 'min-h-screen bg-white font-sans text-slate-800 antialiased';

/**
 * Header, main landmark and footer around every public page, in both routers (decision 0023): the
 * App Router's layouts through SiteShell, the Pages Router's pages through SitePage.
 */
export function SiteFrame({ pagePath, children }: { pagePath: string | null; children: ReactNode }) {
  return (
    <>
      <SiteHeader pagePath={pagePath} />
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  );
}
