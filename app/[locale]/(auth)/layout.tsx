import { setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import type { ReactNode } from 'react';
import { SiteShell } from '@/components/site/site-shell';
import { ReportingUserRecord } from '@/components/monitoring/reporting-user-record';

export default async function AuthLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  setRequestLocale(await pageLocale(params));
  return (
    <SiteShell>
      {/* Sign-out lands here: the error-reporting user record is forgotten (spec §3). */}
      <ReportingUserRecord user={null} />
      <div className="container-page flex justify-center py-16">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">{children}</div>
      </div>
    </SiteShell>
  );
}
