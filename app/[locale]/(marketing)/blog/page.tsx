import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { z } from 'zod';
import { PageIntro } from '@/components/marketing/page-intro';
import { readContent } from '@/components/marketing/prose/content';
import { InlineText } from '@/components/marketing/prose/inline-text';
import { pageMetadata } from '@/lib/site';

type Props = { params: Promise<{ locale: string }> };

const postsSchema = z
  .array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/),
      date: z.iso.date(),
      title: z.string().min(1),
      paragraphs: z.array(z.string().min(1)).min(1),
    }),
  )
  .min(1);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'blog' });
  return pageMetadata({ locale, path: '/blog', title: t('metaTitle'), description: t('metaDescription') });
}

export default async function BlogPage({ params }: Props) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('blog');
  const posts = readContent(t, 'posts', postsSchema);
  // Dates are calendar days; formatting them in UTC keeps every build and every reader on the same day.
  const formatDate = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
        <nav aria-label={t('postsLabel')} className="mt-8">
          <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {posts.map((post) => (
              <li key={post.id}>
                <a
                  href={`#${post.id}`}
                  className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  {post.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageIntro>
      <div className="container-page divide-y divide-slate-200">
        {posts.map((post) => (
          <article
            key={post.id}
            id={post.id}
            aria-labelledby={`${post.id}-title`}
            className="max-w-3xl scroll-mt-24 py-12"
          >
            <header>
              <p className="text-sm text-slate-500">
                <time dateTime={post.date}>{formatDate.format(new Date(`${post.date}T00:00:00Z`))}</time>
              </p>
              <h2
                id={`${post.id}-title`}
                className="mt-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl"
              >
                {post.title}
              </h2>
            </header>
            <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
              {post.paragraphs.map((paragraph, index) => (
                <p key={index}>
                  <InlineText text={paragraph} />
                </p>
              ))}
            </div>
          </article>
        ))}
      </div>
    </>
  );
}
