import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

/** Anyone given the bundle can check it on /verify (or with `partsmith verify`): one flipped byte fails. */
export async function VerifyHint() {
  const t = await getTranslations('exports.verify');
  return (
    <aside aria-labelledby="verify-hint-heading" className="rounded-xl border border-brand-100 bg-brand-50 p-4">
      <h3 id="verify-hint-heading" className="font-semibold text-ink">
        {t('heading')}
      </h3>
      <p className="mt-1 text-slate-700">
        {t.rich('text', {
          link: (chunks) => (
            <Link href="/verify" className="font-medium text-brand-700 underline">
              {chunks}
            </Link>
          ),
          code: (chunks) => <code className="font-mono text-sm">{chunks}</code>,
        })}
      </p>
    </aside>
  );
}
