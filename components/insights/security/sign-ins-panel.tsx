import { getFormatter, getTranslations } from 'next-intl/server';
import type { MemberSignInSummary } from '@/lib/data/insights/types';
import type { MemberSignIn } from '@/lib/data/workspaces/types';
import { Cell, ColumnHeader, Row, RowHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import { dateTimeLabel } from '../formatting';
import { EmptyState, Panel } from '../panel';

/** Per member: sign-ins and failures over the period; then the latest failures one by one. */
export async function SignInsPanel({ summary, failures, days }: { summary: MemberSignInSummary[]; failures: MemberSignIn[]; days: number }) {
  const t = await getTranslations('insights.security.signIns');
  const tApp = await getTranslations('app');
  const tCommon = await getTranslations('insights.common');
  const format = await getFormatter();
  const when = dateTimeLabel(format);
  const name = (m: { username: string | null; email: string }) => (m.username ? `${m.username} (${m.email})` : m.email);
  return (
    <Panel id="sign-ins-heading" title={t('title')}>
      <p className="text-sm text-slate-600">{t('intro', { days })}</p>
      {summary.length === 0 ? (
        <div className="mt-3">
          <EmptyState>
            <p>{t('empty', { days })}</p>
          </EmptyState>
        </div>
      ) : (
        <Table labelledBy="sign-ins-heading" frame="bare" className="mt-3">
          <TableHead>
            <ColumnHeader>{t('member')}</ColumnHeader>
            <ColumnHeader>{t('role')}</ColumnHeader>
            <ColumnHeader numeric>{t('succeeded')}</ColumnHeader>
            <ColumnHeader numeric>{t('failed')}</ColumnHeader>
            <ColumnHeader>{t('lastSucceeded')}</ColumnHeader>
            <ColumnHeader>{t('lastFailed')}</ColumnHeader>
          </TableHead>
          <TableBody>
            {summary.map((m) => (
              <Row key={m.userId}>
                <RowHeader>{name(m)}</RowHeader>
                <Cell>{tApp(`roles.${m.role}`)}</Cell>
                <Cell numeric>{format.number(m.succeeded)}</Cell>
                <Cell numeric className={m.failed > 0 ? 'font-semibold text-red-800' : undefined}>
                  {format.number(m.failed)}
                </Cell>
                <Cell className="whitespace-nowrap text-slate-600">{m.lastSucceededAt ? when(m.lastSucceededAt) : tCommon('none')}</Cell>
                <Cell className="whitespace-nowrap text-slate-600">{m.lastFailedAt ? when(m.lastFailedAt) : tCommon('none')}</Cell>
              </Row>
            ))}
          </TableBody>
        </Table>
      )}
      <h3 className="mt-6 font-semibold text-ink">{t('failures')}</h3>
      {failures.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('failuresEmpty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {failures.map((f) => (
            <li key={`${f.userId}-${f.attemptedAt.toISOString()}`} className="flex flex-wrap justify-between gap-2 py-2">
              <span>{name(f)}</span>
              <span className="text-slate-600">{when(f.attemptedAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
