import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { EvidenceData } from '@/lib/data/insights/types';
import { dateTimeLabel } from './formatting';
import { BUNDLE_TONE, StatusPill } from './status-pill';

/** Download address of an export's bundle (the exports area serves files by name). */
export const bundleHref = (exportId: string) => `/api/exports/${exportId}/files/evidence.zip`;

/** One row per export: which bundle, its hash and signer, and what re-verifying it found. */
export async function EvidenceTable({ rows }: { rows: EvidenceData['rows'] }) {
  const t = await getTranslations('insights.evidence');
  const tCommon = await getTranslations('insights.common');
  const format = await getFormatter();
  const when = dateTimeLabel(format);
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="px-4 py-3 font-semibold">{t('export')}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{t('created')}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{t('sha256')}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{t('signer')}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{t('status')}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{t('download')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ export: e, check }) => {
            const created = when(e.createdAt);
            return (
              <tr key={e.id} className="border-b border-slate-100 align-top">
                <th scope="row" className="px-4 py-3 font-medium">
                  <Link href={`/exports/${e.id}`} className="inline-flex min-h-11 items-center text-brand-700 hover:underline">
                    {t('exportLink', { brand: e.brand })}
                  </Link>
                </th>
                <td className="whitespace-nowrap px-4 py-3 text-slate-600">{created}</td>
                <td className="px-4 py-3">
                  <code className="block max-w-[16rem] break-all font-mono text-xs text-slate-700">{e.bundleSha256}</code>
                </td>
                <td className="px-4 py-3">
                  {e.signerFingerprint ? (
                    <code className="block max-w-[14rem] break-all font-mono text-xs text-slate-700">{e.signerFingerprint}</code>
                  ) : (
                    <span className="text-slate-500">{t('notRecorded')}</span>
                  )}
                </td>
                <td className="px-4 py-3">
                  <StatusPill tone={BUNDLE_TONE[check.status]}>{t(`states.${check.status}`)}</StatusPill>
                  <p className="mt-1 max-w-xs text-xs text-slate-600">{t(`explain.${check.status}`)}</p>
                  {check.problems.length > 0 && (
                    <p className="mt-1 max-w-xs break-words font-mono text-xs text-slate-600">{t('problems', { codes: check.problems.join(', ') })}</p>
                  )}
                </td>
                <td className="px-4 py-3">
                  {check.status === 'missing' ? (
                    <span className="text-slate-500">{tCommon('none')}</span>
                  ) : (
                    <a
                      href={bundleHref(e.id)}
                      download
                      aria-label={t('downloadName', { brand: e.brand, date: created })}
                      className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
                    >
                      {t('downloadLabel')}
                    </a>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
