import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { AccountRow } from '@/components/app/account-decision';
import { ColumnHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import { Link } from '@/i18n/navigation';
import { requireAdmin } from '@/lib/auth';
import { ACCOUNT_STATUSES, listUsers, parseAccountStatus } from '@/lib/data/accounts';
import { withUser } from '@/lib/db';
import { changeAccountStatusAction } from './actions';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ status?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'app.admin' });
  return { title: t('metaTitle') };
}

export default async function AccountsPage({ params, searchParams }: Props) {
  setRequestLocale(await pageLocale(params));
  const admin = await requireAdmin();
  const status = parseAccountStatus((await searchParams).status);
  const t = await getTranslations('app.admin');
  const accounts = await withUser({ sub: admin.id, email: admin.email }, (tx) => listUsers(tx, { status, limit: 200 }));

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-2 max-w-2xl text-slate-600">{t('intro')}</p>
      </div>
      <nav aria-label={t('filter')} className="flex gap-2">
        {ACCOUNT_STATUSES.map((s) => (
          <Link
            key={s}
            href={{ pathname: '/admin/accounts', query: { status: s } }}
            aria-current={s === status ? 'page' : undefined}
            className={s === status ? 'btn-primary' : 'btn-secondary'}
          >
            {t(`status.${s}`)}
          </Link>
        ))}
      </nav>
      <Table label={t('title')} empty={accounts.length === 0 && <p className="text-slate-600">{t('empty')}</p>}>
        <TableHead>
          <ColumnHeader>{t('email')}</ColumnHeader>
          <ColumnHeader>{t('username')}</ColumnHeader>
          <ColumnHeader>{t('signedUp')}</ColumnHeader>
          <ColumnHeader>{t('currentStatus')}</ColumnHeader>
          <ColumnHeader srOnly>{t('approve')}</ColumnHeader>
        </TableHead>
        <TableBody>
          {accounts.map((account) => (
            <AccountRow
              key={account.id}
              action={changeAccountStatusAction}
              self={account.id === admin.id}
              account={{
                id: account.id,
                email: account.email ?? '',
                username: account.username,
                createdAt: account.createdAt,
                status: account.accountStatus,
              }}
            />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
