import { Cell, ColumnHeader, Row, RowHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import { CODE_SAMPLES } from './code-samples';
import type { Block } from './content';
import { InlineText } from './inline-text';

/** Renders a section's blocks: paragraphs, lists, term lists, notes, tables and code samples; a table is named by the section's heading. */
export function ProseBlocks({ blocks, headingId }: { blocks: Block[]; headingId: string }) {
  return (
    <div className="space-y-4 leading-relaxed text-slate-700">
      {blocks.map((block, index) => (
        <ProseBlock key={index} block={block} headingId={headingId} />
      ))}
    </div>
  );
}

function ProseBlock({ block, headingId }: { block: Block; headingId: string }) {
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
    <Table labelledBy={headingId}>
      <TableHead>
        {block.table.head.map((cell, i) => (
          <ColumnHeader key={i}>{cell}</ColumnHeader>
        ))}
      </TableHead>
      <TableBody>
        {block.table.rows.map((row, r) => (
          <Row key={r}>
            {row.map((cell, c) =>
              c === 0 ? (
                <RowHeader key={c} strong className="text-ink">
                  <InlineText text={cell} />
                </RowHeader>
              ) : (
                <Cell key={c}>
                  <InlineText text={cell} />
                </Cell>
              ),
            )}
          </Row>
        ))}
      </TableBody>
    </Table>
  );
}
