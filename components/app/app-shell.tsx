import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { Link } from '@/i18n/navigation';
import type { SessionUser } from '@/lib/auth';
import { signOutAction } from '@/app/[locale]/(auth)/actions';

/** The signed-in area's frame: workspace navigation, who is signed in, sign-out. */
export async function AppShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const t = await getTranslations('app.nav');
  const tAuth = await getTranslations('auth');
  const links = [
    { href: '/dashboard', label: t('dashboard') },
    { href: '/settings', label: t('settings') },
    ...(user.isAdmin ? [{ href: '/admin/accounts', label: t('admin') }] : []),
  ];
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <div className="flex items-center gap-6">
            <Link href="/dashboard" className="flex items-center gap-2 font-bold text-ink">
              <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white">P</span>
              Partsmith
            </Link>
            <nav aria-label={t('label')}>
              <ul className="flex gap-1">
                {links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <div className="flex items-center gap-3">
            <LanguageSwitcher />
            <span className="hidden text-sm text-slate-600 md:inline">{t('signedInAs', { email: user.email })}</span>
            <form action={signOutAction}>
              <button type="submit" className="btn-secondary min-h-11">
                {tAuth('signOut')}
              </button>
            </form>
          </div>
        </div>
      </header>
      <main id="main" className="container-page py-10">
        {children}
      </main>
    </div>
  );
}
