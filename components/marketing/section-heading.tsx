/** An h2 with an optional lead, for the sections of marketing pages. */
export function SectionHeading({
  id,
  title,
  lead,
  align = 'left',
}: {
  id: string;
  title: string;
  lead?: string;
  align?: 'left' | 'center';
}) {
  const centered = align === 'center';
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-ink">
        {title}
      </h2>
      {lead && <p className="mt-3 text-lg text-slate-600">{lead}</p>}
    </div>
  );
}
