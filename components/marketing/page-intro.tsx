import type { ReactNode } from 'react';

/** The top of a public page: eyebrow, the page's one h1, and a lead paragraph. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <section className="border-b border-slate-200 bg-linear-to-b from-brand-50 to-white">
      <div className="container-page py-14 sm:py-20">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-ink sm:text-5xl">{title}</h1>
        {lead && <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
