'use client';

import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useRouter } from '@/i18n/navigation';
import type { FormAction } from '@/lib/actions/result';

type Option = { id: string; name: string; role: string };

/**
 * Picks the workspace the product's pages work in; the server action `choose` keeps the choice in a
 * cookie. The choice is made in `onChange`, which only a hydrated page runs: until then the select is
 * disabled, rather than showing a workspace nobody switched to (a sign-in lands on a full page load).
 * `data-ready` says the same to the browser tests, which wait for it before driving the frame.
 */
export function WorkspaceSwitcher({ current, options, choose }: { current: string; options: Option[]; choose: FormAction<{ workspaceId: string; name: string }> }) {
  const t = useTranslations('workspace.switcher');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const hydrated = useHydrated();
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700" data-ready={hydrated ? 'true' : 'false'}>
      <span className="sr-only md:not-sr-only">{t('label')}</span>
      <select
        className="max-w-48 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
        value={current}
        disabled={!hydrated || pending || options.length < 2}
        onChange={(e) => {
          const form = new FormData();
          form.set('workspaceId', e.target.value);
          startTransition(async () => {
            const result = await choose(null, form);
            if (result?.ok) router.push('/dashboard');
            router.refresh();
          });
        }}
      >
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {t('option', { name: o.name, role: o.role })}
          </option>
        ))}
      </select>
    </label>
  );
}
