import type { PreviewXmlExcerpt } from './types';

/**
 * The first `limit` elements named `tag` (e.g. the first ACES `App`s) from a document the engine's
 * writers produced: one element per indented block, never nested in itself. Indentation is kept,
 * less the element's own, so the excerpt reads like the file. The text stays escaped XML: show it
 * as text (React escapes it again), never as HTML.
 */
export function firstElements(xml: string, tag: string, limit: number, total: number): PreviewXmlExcerpt {
  // `<Item` must not match `<ItemLevelGTIN`: the name ends at whitespace, `>` or `/`.
  const open = new RegExp(`<${tag}(?=[\\s>/])`, 'g');
  const close = `</${tag}>`;
  const blocks: string[] = [];
  let match: RegExpExecArray | null;
  while (blocks.length < limit && (match = open.exec(xml)) !== null) {
    const start = match.index;
    const selfClosing = xml.indexOf('/>', start);
    const tagEnd = xml.indexOf('>', start);
    const end = selfClosing !== -1 && selfClosing + 1 === tagEnd ? tagEnd + 1 : endOf(xml, close, start);
    if (end === -1) break;
    blocks.push(dedent(xml.slice(lineStart(xml, start), end)));
    open.lastIndex = end;
  }
  return { xml: blocks.join('\n'), shown: blocks.length, total };
}

function endOf(xml: string, close: string, from: number): number {
  const at = xml.indexOf(close, from);
  return at === -1 ? -1 : at + close.length;
}

function lineStart(xml: string, index: number): number {
  let at = index;
  while (at > 0 && (xml[at - 1] === ' ' || xml[at - 1] === '\t')) at--;
  return at;
}

function dedent(block: string): string {
  const indent = /^[ \t]*/.exec(block)?.[0].length ?? 0;
  return block
    .split('\n')
    .map((line) => line.slice(Math.min(indent, /^[ \t]*/.exec(line)?.[0].length ?? 0)))
    .join('\n');
}
