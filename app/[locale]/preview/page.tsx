import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { PageIntro } from '@/components/marketing/page-intro';
import { PreviewConverter } from '@/components/preview/preview-converter';
import { PreviewNotices } from '@/components/preview/preview-notices';
import { Link, redirect } from '@/i18n/navigation';
import { listSamples, mayUsePreview, previewEngine, PREVIEW_SAMPLE_IDS, resolvePreviewAccess, type PreviewSampleId } from '@/lib/preview';
import { pageMetadata } from '@/lib/site';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'preview' });
  return pageMetadata({ locale, path: '/preview', title: t('metaTitle'), description: t('metaDescription') });
}

/**
 * The live preview: rendered per request, because whether it exists at all is the runtime
 * configuration's preview flag (flag off → home page, in every locale).
 */
export default async function PreviewPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const { access } = await resolvePreviewAccess();
  if (access === 'disabled') return redirect({ href: '/', locale });

  // Load the demo reference and signing key now, while the visitor reads the page, so the first
  // conversion of a fresh server process does not wait for them. Failures surface on the request.
  if (mayUsePreview(access)) void previewEngine().catch(() => undefined);

  const t = await getTranslations('preview');
  const samples = await listSamples();
  const requested = (await searchParams).sample;
  const initialSample = PREVIEW_SAMPLE_IDS.find((id): id is PreviewSampleId => id === requested);

  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
        <PreviewNotices />
      </PageIntro>
      <div className="container-page py-12">
        {mayUsePreview(access) ? (
          <>
            <PreviewConverter samples={samples} {...(initialSample ? { initialSample } : {})} />
            <p className="mt-12 border-t border-slate-200 pt-6">
              <Link href="/preview/dashboard" className="font-semibold text-brand-700 underline underline-offset-2">
                {t('dashboardLink')}
              </Link>
            </p>
          </>
        ) : (
          <div role="status" className="rounded-xl border border-slate-200 bg-slate-50 p-6">
            <p className="text-slate-700">{access === 'inactive' ? t('inactive') : t('signInRequired')}</p>
            {access === 'signInRequired' && (
              <Link href={{ pathname: '/login', query: { next: '/preview' } }} className="btn-primary mt-4 min-h-11">
                {t('signIn')}
              </Link>
            )}
          </div>
        )}
      </div>
    </>
  );
}
