import { CODE_SAMPLES } from './code-samples';
import type { Block } from './content';
import { InlineText } from './inline-text';

/** Renders a section's blocks: paragraphs, lists, term lists, notes, tables and code samples. */
export function ProseBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-4 leading-relaxed text-slate-700">
      {blocks.map((block, index) => (
        <ProseBlock key={index} block={block} />
      ))}
    </div>
  );
}

function ProseBlock({ block }: { block: Block }) {
  if (typeof block === 'string') {
    return (
      <p>
        <InlineText text={block} />
      </p>
    );
  }
  if ('list' in block) {
    return (
      <ul className="list-disc space-y-2 pl-5 marker:text-slate-400">
        {block.list.map((item, i) => (
          <li key={i}>
            <InlineText text={item} />
          </li>
        ))}
      </ul>
    );
  }
  if ('steps' in block) {
    return (
      <ol className="list-decimal space-y-2 pl-5 marker:font-semibold marker:text-slate-500">
        {block.steps.map((item, i) => (
          <li key={i}>
            <InlineText text={item} />
          </li>
        ))}
      </ol>
    );
  }
  if ('terms' in block) {
    return (
      <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {block.terms.map((entry, i) => (
          <div key={i} className="grid gap-1 p-4 sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className="font-semibold text-ink">
              <InlineText text={entry.term} />
            </dt>
            <dd>
              <InlineText text={entry.detail} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  if ('note' in block) {
    return (
      <p className="rounded-lg border-l-4 border-brand-500 bg-brand-50 p-4 text-slate-800">
        <InlineText text={block.note} />
      </p>
    );
  }
  if ('sample' in block) {
    const code = CODE_SAMPLES[block.sample];
    if (code === undefined) throw new Error(`Unknown code sample "${block.sample}"`);
    return (
      <pre className="overflow-x-auto rounded-lg bg-ink p-4 text-sm leading-6 text-slate-100">
        <code>{code}</code>
      </pre>
    );
  }
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full border-collapse text-left text-sm">
        <thead className="bg-slate-50 text-ink">
          <tr>
            {block.table.head.map((cell, i) => (
              <th key={i} scope="col" className="px-4 py-3 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {block.table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row" className="px-4 py-3 font-medium text-ink">
                    <InlineText text={cell} />
                  </th>
                ) : (
                  <td key={c} className="px-4 py-3">
                    <InlineText text={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
