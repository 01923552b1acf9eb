import { getFormatter, getTranslations } from 'next-intl/server';
import type { MemberSignInSummary } from '@/lib/data/insights/types';
import type { MemberSignIn } from '@/lib/data/workspaces/types';
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
        <div className="relative mt-3 overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-3 font-semibold">{t('member')}</th>
                <th scope="col" className="py-2 pr-3 font-semibold">{t('role')}</th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">{t('succeeded')}</th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">{t('failed')}</th>
                <th scope="col" className="py-2 pr-3 font-semibold">{t('lastSucceeded')}</th>
                <th scope="col" className="py-2 font-semibold">{t('lastFailed')}</th>
              </tr>
            </thead>
            <tbody>
              {summary.map((m) => (
                <tr key={m.userId} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-3 font-normal">{name(m)}</th>
                  <td className="py-2 pr-3">{tApp(`roles.${m.role}`)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{format.number(m.succeeded)}</td>
                  <td className={`py-2 pr-3 text-right tabular-nums ${m.failed > 0 ? 'font-semibold text-red-800' : ''}`}>{format.number(m.failed)}</td>
                  <td className="whitespace-nowrap py-2 pr-3 text-slate-600">{m.lastSucceededAt ? when(m.lastSucceededAt) : tCommon('none')}</td>
                  <td className="whitespace-nowrap py-2 text-slate-600">{m.lastFailedAt ? when(m.lastFailedAt) : tCommon('none')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
