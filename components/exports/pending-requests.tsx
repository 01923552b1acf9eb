import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { findingMessage } from '@/lib/catalog/messages';
import type { ExportRequest } from '@/lib/data/exports/types';

/** Exports asked for that are not published: still queued or running, or failed (with why). */
export async function PendingRequests({ requests }: { requests: ExportRequest[] }) {
  const t = await getTranslations('exports.pending');
  const format = await getFormatter();
  const locale = await getLocale();
  return (
    <section aria-labelledby="pending-exports-heading" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="pending-exports-heading" className="text-lg font-semibold text-ink">
        {t('heading')}
      </h2>
      <ul className="mt-3 divide-y divide-slate-200">
        {requests.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span>
              <span className={r.status === 'failed' ? 'font-semibold text-red-700' : 'font-semibold text-ink'}>{t(`status.${r.status}`)}</span>
              <span className="ml-2 text-slate-600">
                {t('asked', { when: format.dateTime(r.createdAt, { dateStyle: 'medium', timeStyle: 'short' }), aces: r.acesVersion, pies: r.piesVersion })}
              </span>
              {r.status === 'failed' && r.error && <span className="block text-sm text-red-700">{findingMessage(r.error, locale)}</span>}
            </span>
            <Link href={`/exports/requests/${r.id}`} className="btn-secondary min-h-11">
              {t('follow')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
