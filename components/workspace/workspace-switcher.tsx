'use client';

import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { useRouter } from '@/i18n/navigation';
import type { FormAction } from '@/lib/actions/result';

type Option = { id: string; name: string; role: string };

/** Picks the workspace the product's pages work in; the server action `choose` keeps the choice in a cookie. */
export function WorkspaceSwitcher({ current, options, choose }: { current: string; options: Option[]; choose: FormAction<{ workspaceId: string; name: string }> }) {
  const t = useTranslations('workspace.switcher');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <span className="sr-only md:not-sr-only">{t('label')}</span>
      <select
        className="max-w-48 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
        value={current}
        disabled={pending || options.length < 2}
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
