import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Author, ExportSource } from '@/lib/data/exports/types';

/** "You", "An operator", "A former member": members cannot read each other's accounts, only roles. */
export async function AuthorLabel({ author }: { author: Author }) {
  const t = await getTranslations('exports.author');
  if (author.kind === 'you') return <>{t('you')}</>;
  if (author.kind === 'former') return <>{t('former')}</>;
  return <>{t(author.role)}</>;
}

/** The conversion's file or the batch an export was made from, linked to its page. */
export async function SourceLink({ source }: { source: ExportSource | null }) {
  const t = await getTranslations('exports.source');
  if (!source) return <>{t('unknown')}</>;
  return source.kind === 'conversion' ? (
    <Link href={`/catalogs/${source.id}`} className="inline-flex min-h-11 items-center text-brand-700 underline">
      {t('conversion', { file: source.fileName })}
    </Link>
  ) : (
    <Link href={`/batch/${source.id}`} className="inline-flex min-h-11 items-center text-brand-700 underline">
      {t('batch', { name: source.name })}
    </Link>
  );
}
