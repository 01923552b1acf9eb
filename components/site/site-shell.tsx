import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { PAGE_PATH_HEADER } from '@/lib/site/locale-path';
import { SiteFrame } from './site-frame';

/** The public site's frame in the App Router: the page's path from the proxy's header, for the language menu. */
export async function SiteShell({ children }: { children: ReactNode }) {
  const pagePath = (await headers()).get(PAGE_PATH_HEADER);
  return <SiteFrame pagePath={pagePath}>{children}</SiteFrame>;
}
