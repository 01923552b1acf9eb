import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { GetServerSidePropsContext } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { routing } from '@/i18n/routing';
import type { SitePageProps } from '@/i18n/site-page-props';

/*
 * The Pages Router's pages (decisions 0023–0025) get only the namespaces their getServerSideProps
 * names. A shared component that starts translating with another namespace would render a key path
 * instead of a text (next-intl's default), silently: here every page renders in every language with a
 * provider that throws on any missing message, from the props its own getServerSideProps returns.
 */
const PAGES_DIR = path.resolve('pages/[locale]');
// The auth pages (decision 0024) sit in pages/[locale]/auth/.
const pageFiles = readdirSync(PAGES_DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'));

type PageModule = {
  default: ComponentType<SitePageProps>;
  getServerSideProps: (context: GetServerSidePropsContext) => Promise<{ props?: SitePageProps; notFound?: true }>;
  config: { unstable_runtimeJS?: boolean };
};

function context(locale: string): GetServerSidePropsContext {
  return {
    params: { locale },
    query: {},
    req: { headers: { 'x-nonce': 'n0nce', 'x-page-path': `/${locale}/x` }, cookies: {} },
    res: { setHeader: () => {} },
  } as unknown as GetServerSidePropsContext;
}

describe('the content pages', () => {
  it('are all there', () => {
    // 13 content pages, the 3 inquiry pages (decision 0025), the 5 auth pages.
    expect(pageFiles.length).toBeGreaterThanOrEqual(21);
  });

  describe.each(pageFiles)('%s', (file) => {
    it('ships no runtime, and renders in every language with only the messages it asks for', async () => {
      const page = (await import(`@/pages/[locale]/${file.replace(/\.tsx$/, '')}`)) as PageModule;
      expect(page.config.unstable_runtimeJS).toBe(false);
      for (const locale of routing.locales) {
        const result = await page.getServerSideProps(context(locale));
        const props = result.props!;
        expect(props.nonce).toBe('n0nce');
        const html = renderToStaticMarkup(
          <NextIntlClientProvider
            locale={props.locale}
            messages={props.messages}
            timeZone="UTC"
            onError={(error) => {
              throw error;
            }}
          >
            <page.default {...props} />
          </NextIntlClientProvider>,
        );
        expect(html).toContain('<main id="main">');
        expect(html).toContain('<script nonce="n0nce">');
        expect(html).toContain('data-cookie-banner');
      }
    });
  });

  it('answer an unknown locale with not found', async () => {
    const page = (await import('@/pages/[locale]/pricing')) as PageModule;
    expect(await page.getServerSideProps(context('xx'))).toEqual({ notFound: true });
  });
});
