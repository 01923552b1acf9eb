import type { ReactNode } from 'react';

/** One card of a settings page, named by its heading (h3: the page title is the h2). */
export function SettingsSection({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-xl border border-slate-200 bg-white p-6">
      <div>
        <h3 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h3>
        {intro && <div className="mt-1 text-sm text-slate-600">{intro}</div>}
      </div>
      {children}
    </section>
  );
}

/** Tells a member who cannot change a page's settings who can. */
export function ReadOnlyNote({ children }: { children: ReactNode }) {
  return (
    <p role="note" className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
      {children}
    </p>
  );
}

/** Settings shown as read-only label/value pairs. */
export function SettingsValues({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[14rem_1fr]">
      {items.map((item) => (
        <div key={item.label} className="contents">
          <dt className="font-medium text-slate-600">{item.label}</dt>
          <dd className="text-ink">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
