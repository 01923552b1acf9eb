import type { Section } from './content';
import { ProseBlocks } from './prose-blocks';

/** A table of contents beside a document's sections; the contents list sticks on wide screens. */
export function DocumentSections({
  sections,
  contentsLabel,
}: {
  sections: Section[];
  contentsLabel: string;
}) {
  return (
    <div className="grid gap-10 lg:grid-cols-[14rem_1fr]">
      <nav aria-label={contentsLabel} className="lg:sticky lg:top-24 lg:self-start">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{contentsLabel}</p>
        <ol className="mt-3 space-y-1 border-l border-slate-200">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="-ml-px block border-l-2 border-transparent py-1 pl-4 text-sm text-slate-600 hover:border-brand-500 hover:text-ink"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="min-w-0 max-w-3xl space-y-12">
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-24"
          >
            <h2 id={`${section.id}-heading`} className="mb-4 text-2xl font-semibold text-ink">
              {section.heading}
            </h2>
            <ProseBlocks blocks={section.blocks} headingId={`${section.id}-heading`} />
          </section>
        ))}
      </div>
    </div>
  );
}
