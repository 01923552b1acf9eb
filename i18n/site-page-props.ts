import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import type { AbstractIntlMessages } from 'next-intl';
import { hasLocale } from 'next-intl';
import { getRuntimeConfig } from '@/lib/config';
import { PAGE_PATH_HEADER } from '@/lib/site/locale-path';
import { messagesFor, pickMessages } from './catalogue';
import { routing, type Locale } from './routing';

/**
 * What every public page the Pages Router renders without framework JavaScript (decision 0023) gets
 * from getServerSideProps: its language, the messages it translates with (the frame's namespaces and
 * its own, never the whole catalogue), the proxy's CSP nonce for its inline scripts, and its path as
 * asked for the language menu. Rendered per request, like every page (decision 0002): a nonce is
 * per response, so these pages cannot be prerendered.
 */
export interface SitePageProps {
  locale: Locale;
  messages: AbstractIntlMessages;
  nonce: string | null;
  pagePath: string | null;
  /** The cookie banner and its script: off when the configuration is broken (no site runs to consent to). */
  consent: boolean;
}

/** The namespaces the frame (header, footer, language menu, review notice, cookie banner, titles) says. */
const FRAME_NAMESPACES = ['metadata', 'nav', 'footer', 'language', 'translationReview', 'cookies', 'siteCommon'] as const;

function header(context: GetServerSidePropsContext, name: string): string | null {
  const value = context.req.headers[name];
  return typeof value === 'string' ? value : null;
}

/** getServerSideProps for a public page that translates with `namespaces` besides the frame's. */
export function sitePageProps(namespaces: readonly string[]): GetServerSideProps<SitePageProps> {
  return async (context) => {
    const locale = context.params?.locale;
    if (typeof locale !== 'string' || !hasLocale(routing.locales, locale)) return { notFound: true };
    const messages = pickMessages((await messagesFor(locale)) as AbstractIntlMessages, [...FRAME_NAMESPACES, ...namespaces]);
    return {
      props: {
        locale,
        messages,
        nonce: header(context, 'x-nonce'),
        pagePath: header(context, PAGE_PATH_HEADER),
        consent: getRuntimeConfig().ok,
      },
    };
  };
}

/** Whether `messages` (a page's picked ones) hold a text at `key` (`inquiryForm.errors.emailInvalid`). */
export function hasMessage(messages: AbstractIntlMessages, key: string): boolean {
  let at: AbstractIntlMessages | string | undefined = messages;
  for (const part of key.split('.')) at = typeof at === 'object' && Object.hasOwn(at, part) ? at[part] : undefined;
  return typeof at === 'string';
}
