import { useLocale, useTranslations } from 'next-intl';
import type { StoredFile } from '@/lib/data/catalogs/types';
import { formatBytes } from '@/lib/catalog/messages/bytes';

/** Display order: deliverables first, the evidence last; names the run did not write are skipped. */
const ORDER = ['aces.xml', 'pies.xml', 'flagged.csv', 'report.html', 'report.json', 'mapping.json', 'evidence.zip'];

const KEYS: Record<string, 'aces' | 'pies' | 'flagged' | 'reportHtml' | 'reportJson' | 'mapping' | 'evidence'> = {
  'aces.xml': 'aces',
  'pies.xml': 'pies',
  'flagged.csv': 'flagged',
  'report.html': 'reportHtml',
  'report.json': 'reportJson',
  'mapping.json': 'mapping',
  'evidence.zip': 'evidence',
};

/** The run's own files (before review), downloaded through /api/conversions/[id]/files/[name]. */
export function ConversionOutputs({ conversionId, outputs }: { conversionId: string; outputs: StoredFile[] }) {
  const t = useTranslations('catalogs.outputs');
  // report.html is rendered in the page's language (the route reads ?locale=); the rest as stored.
  const locale = useLocale();
  const rank = (name: string) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);
  const files = [...outputs].sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {files.map((file) => (
        <li key={file.name} className="flex flex-wrap items-center justify-between gap-3 px-4 py-2">
          <span>
            <span className="font-medium text-ink">{KEYS[file.name] ? t(KEYS[file.name]!) : file.name}</span>{' '}
            <span className="font-mono text-xs text-slate-500">{file.name}</span>
          </span>
          <a
            href={`/api/conversions/${conversionId}/files/${encodeURIComponent(file.name)}${file.name === 'report.html' ? `?locale=${locale}` : ''}`}
            download
            className="btn-secondary min-h-11"
            aria-label={t('downloadFile', { name: file.name })}
          >
            {t('download', { size: formatBytes(file.bytes, locale) })}
          </a>
        </li>
      ))}
    </ul>
  );
}
