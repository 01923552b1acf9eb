import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { requireActiveUser } from '@/lib/auth';
import { listMyWorkspaces, withUser } from '@/lib/db';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'app.dashboard' });
  return { title: t('metaTitle') };
}

export default async function DashboardPage({ params }: Props) {
  setRequestLocale((await params).locale);
  const user = await requireActiveUser();
  const t = await getTranslations('app');
  const workspaces = await withUser({ sub: user.id, email: user.email }, (tx) => listMyWorkspaces(tx));

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-ink">{t('dashboard.title')}</h1>
        <p className="mt-2 text-slate-600">{t('dashboard.welcome', { name: user.username ?? user.email })}</p>
      </div>
      <section aria-labelledby="workspaces-heading" className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="workspaces-heading" className="text-lg font-semibold text-ink">
          {t('dashboard.workspaces')}
        </h2>
        {workspaces.length === 0 ? (
          <p className="mt-2 text-slate-600">{t('dashboard.noWorkspaces')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200">
            {workspaces.map(({ workspace, role }) => (
              <li key={workspace.id} className="flex items-center justify-between py-3">
                <span className="font-medium text-ink">
                  {workspace.name}
                  {workspace.personal && (
                    <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-600">{t('dashboard.personal')}</span>
                  )}
                </span>
                <span className="text-sm text-slate-600">{t('dashboard.role', { role: t(`roles.${role}`) })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="rounded-xl border border-brand-100 bg-brand-50 p-6">
        <p className="text-slate-700">{t('dashboard.nextSteps')}</p>
        <Link href="/preview" className="btn-primary mt-4 min-h-11">
          {t('dashboard.tryPreview')}
        </Link>
      </section>
    </div>
  );
}
