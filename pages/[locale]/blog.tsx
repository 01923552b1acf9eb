import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { PageIntro } from '@/components/marketing/page-intro';
import { readContent } from '@/components/marketing/prose/content';
import { InlineText } from '@/components/marketing/prose/inline-text';
import { SitePage } from '@/components/site/site-page';
import { sitePageProps, type SitePageProps } from '@/i18n/site-page-props';

// HTML only: no Next or React code in the browser (decision 0023). `runtime` says what Next assumes
// anyway; it gives the object a property Next's generated page-config type knows.
export const config = { unstable_runtimeJS: false, runtime: 'nodejs' };

export const getServerSideProps = sitePageProps(['blog']);

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

export default function BlogPage(page: SitePageProps) {
  const t = useTranslations('blog');
  const posts = readContent(t, 'posts', postsSchema);
  // Dates are calendar days; formatting them in UTC keeps every build and every reader on the same day.
  const formatDate = new Intl.DateTimeFormat(page.locale, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <SitePage {...page} path="/blog" title={t('metaTitle')} description={t('metaDescription')}>
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
    </SitePage>
  );
}
