import { useTranslations } from 'next-intl';
import { REVIEW_SHORTCUTS } from './shortcuts';

const KEY_LABELS: Record<string, string> = { ArrowDown: '↓', ArrowUp: '↑' };

/**
 * The keyboard shortcuts, from the same table the key handler reads. Shown on the page and in the
 * `?` help; readers see only the deciding keys when they may decide.
 */
export function ShortcutList({ canDecide }: { canDecide: boolean }) {
  const t = useTranslations('review.shortcuts');
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {REVIEW_SHORTCUTS.filter((s) => canDecide || (!s.decides && s.command !== 'select')).map((s) => (
          <div key={s.command} className="contents">
            <dt className="flex gap-1">
              {s.keys.map((key) => (
                <kbd key={key} className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs text-ink">
                  {KEY_LABELS[key] ?? key}
                </kbd>
              ))}
            </dt>
            <dd className="text-slate-700">{t(s.command)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-600">{canDecide ? t('targetNote') : t('readOnlyNote')}</p>
      <p className="mt-1 text-sm text-slate-600">{t('typingNote')}</p>
    </>
  );
}
