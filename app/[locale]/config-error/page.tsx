import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { connection } from 'next/server';
import { ConfigurationError } from '@/components/config/configuration-error';
import { getRuntimeConfig } from '@/lib/config';

/** The proxy rewrites every page here while the runtime configuration is invalid. */
export default async function ConfigErrorPage({ params }: { params: Promise<{ locale: string }> }) {
  await connection(); // read the environment the server runs with, not the one it was built with
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const result = getRuntimeConfig();
  if (result.ok) notFound();
  return <ConfigurationError issues={result.issues} environment={process.env.NODE_ENV ?? 'production'} />;
}
