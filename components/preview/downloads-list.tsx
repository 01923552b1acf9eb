'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatBytes } from '@/lib/catalog/messages/bytes';
import type { PreviewDownload } from '@/lib/preview/types';
import { useDownloadLinks } from './use-download-links';
import { Alert } from '@/components/ui/alert';

/** Message keys cannot hold dots, so each file has a plain key. */
const LABEL_KEY = { 'aces.xml': 'aces', 'pies.xml': 'pies', 'report.html': 'report', 'evidence.zip': 'evidence' } as const;

/** aces.xml, pies.xml, report.html and the signed evidence bundle, saved straight from the answer. */
export function DownloadsList({ downloads, signer }: { downloads: PreviewDownload[]; signer: string }) {
  const t = useTranslations('preview.result');
  const locale = useLocale();
  const { links, failed } = useDownloadLinks(downloads);
  return (
    <section aria-labelledby="preview-downloads-heading">
      <h3 id="preview-downloads-heading" className="text-xl font-bold text-ink">
        {t('downloadsHeading')}
      </h3>
      {failed ? (
        <Alert tone="error" inline className="mt-2">
          {t('downloadFailed')}
        </Alert>
      ) : !links ? (
        <p className="mt-2 text-slate-600">{t('preparing')}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-3">
          {links.map((link) => (
            <li key={link.file}>
              <a href={link.href} download={link.name} data-file={link.file} className="btn-secondary min-h-11 gap-2">
                <span>{t(`downloads.${LABEL_KEY[link.file]}`)}</span>
                <span className="font-mono text-xs font-normal text-slate-500">
                  {link.file} · {formatBytes(link.bytes, locale)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm wrap-anywhere text-slate-600">{t('signedBy', { fingerprint: signer })}</p>
    </section>
  );
}
