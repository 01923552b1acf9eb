import { getTranslations } from 'next-intl/server';
import type { ConfigIssue } from '@/lib/config';
import { ReloadButton } from './reload-button';

/**
 * The Configuration Error screen (spec §8): the lead sentence, the issue, a hint naming the variable to
 * set, expandable debug details and a Retry button. Variable names and messages are shown as they are:
 * they are what an operator types into the environment.
 */
export async function ConfigurationError({ issues, environment }: { issues: ConfigIssue[]; environment: string }) {
  const t = await getTranslations('configError');
  const first = issues[0];
  return (
    <main id="main" className="container-page max-w-2xl py-24">
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
        <h1 className="text-2xl font-bold text-red-900">{t('title')}</h1>
        <p className="mt-2 text-red-900">{t('lead')}</p>
        <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-red-800">{t('issue')}</h2>
        <ul className="mt-2 list-disc pl-5 text-red-900">
          {issues.length === 0 ? <li>{t('unknown')}</li> : issues.map((i) => <li key={i.variable + i.message}>{i.message}</li>)}
        </ul>
        {first?.variable && <p className="mt-4 text-sm text-red-800">{t('hint', { variable: first.variable })}</p>}
        <details className="mt-6 text-sm text-red-900">
          <summary className="cursor-pointer font-medium">{t('debug')}</summary>
          <pre className="mt-2 overflow-x-auto rounded bg-white/70 p-3">
            {JSON.stringify({ environment, issues, checkedAt: new Date().toISOString() }, null, 2)}
          </pre>
        </details>
        <ReloadButton label={t('retry')} className="btn-primary mt-6 min-h-11" />
      </div>
    </main>
  );
}
