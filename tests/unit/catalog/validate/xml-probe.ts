import { PassThrough } from 'node:stream';
import { SaxesParser } from 'saxes';

/** Runs a writer into memory and returns what it wrote, with the writer's result. */
export async function writeToString<R>(
  write: (out: PassThrough) => Promise<R>,
): Promise<{ xml: string; result: R }> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const result = await write(out);
  return { xml: Buffer.concat(chunks).toString('utf8'), result };
}

export interface ProbedElement {
  /** Local name. */
  name: string;
  /** Slash-joined local names from the root, e.g. `ACES/App/Part`. */
  path: string;
  attributes: Record<string, string>;
  text: string;
}

/** Parses XML with a real parser (proving it is well-formed) into a flat list of elements. */
export function probeXml(xml: string): ProbedElement[] {
  const parser = new SaxesParser({ xmlns: true });
  const out: ProbedElement[] = [];
  const stack: ProbedElement[] = [];
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const [k, v] of Object.entries(tag.attributes))
      if (!k.startsWith('xmlns')) attributes[k] = typeof v === 'string' ? v : v.value;
    const name = tag.local ?? tag.name;
    const el: ProbedElement = {
      name,
      path: [...stack.map((s) => s.name), name].join('/'),
      attributes,
      text: '',
    };
    stack.push(el);
    out.push(el);
  });
  parser.on('text', (t) => {
    const top = stack.at(-1);
    if (top) top.text += t;
  });
  parser.on('closetag', () => void stack.pop());
  parser.write(xml).close();
  return out;
}

/** Child element names of each element at `path`, in document order. */
export function childNames(elements: ProbedElement[], parentPath: string): string[][] {
  const groups: string[][] = [];
  let current: string[] | null = null;
  for (const el of elements) {
    if (el.path === parentPath) groups.push((current = []));
    else if (current && el.path === `${parentPath}/${el.name}`) current.push(el.name);
  }
  return groups;
}
