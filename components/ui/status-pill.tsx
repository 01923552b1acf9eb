/** Tones of the small status labels: good, needs a look, bad, at work, neutral. */
export type PillTone = 'good' | 'warn' | 'bad' | 'active' | 'neutral';

const TONES: Record<PillTone, string> = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warn: 'bg-amber-50 text-amber-900 ring-amber-200',
  bad: 'bg-red-50 text-red-800 ring-red-200',
  active: 'bg-brand-50 text-brand-700 ring-brand-100',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** A status in words with a tone; the colour only repeats what the word says. */
export function StatusPill({ tone, children }: { tone: PillTone; children: string }) {
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}>{children}</span>;
}
