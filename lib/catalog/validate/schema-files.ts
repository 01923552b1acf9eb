import { readdir } from 'node:fs/promises';
import path from 'node:path';

export type StandardKind = 'aces' | 'pies';

/** The version each kind defaults to when a document does not say. */
export const DEFAULT_STANDARD_VERSION: Record<StandardKind, string> = { aces: '4.2', pies: '7.2' };

/**
 * Finds the XSD for a standard and version in a customer's standards folder. Auto Care names its
 * files `ACES_4_2_XSDSchema_Rev2.xsd`, `PIES_6_7_r5_XSD.xsd`, …; when several revisions are
 * present the highest one wins. Returns null when the folder or the file is missing.
 * The folder may be the schema folder itself or one holding it as `xsd/`.
 */
export async function findSchemaFile(
  standardsDir: string,
  kind: StandardKind,
  version: string,
): Promise<string | null> {
  const m = /^(\d+)\.(\d+)$/.exec(version.trim());
  if (!m) return null;
  const prefix = new RegExp(`^${kind}_${m[1]}_${m[2]}[_.].*\\.xsd$`, 'i');
  // Accept both the schema folder itself and a standards folder with the schemas under xsd/.
  for (const dir of [standardsDir, path.join(standardsDir, 'xsd')]) {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      continue;
    }
    const matches = names
      .filter((n) => prefix.test(n))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    const best = matches.at(-1);
    if (best) return path.join(dir, best);
  }
  return null;
}

export interface SniffedDocument {
  kind: StandardKind;
  /** Declared version (ACES `version` attribute, PIES `PIESVersion`), when found. */
  version: string | null;
  /** Root element namespace (PIES: `http://www.autocare.org`; legacy `http://www.aftermarket.org`). */
  namespace: string | null;
  hasDoctype: boolean;
}

/**
 * Reads what a document is from its first few kilobytes without parsing it: root element,
 * declared version, namespace, and whether a `<!DOCTYPE` precedes the root (refused: DTDs can
 * pull in files or expand entities).
 */
export function sniffStandardDocument(head: string): SniffedDocument | null {
  const root = /<(?:[\w.-]+:)?(ACES|PIES)\b([^>]*)>/.exec(head);
  const hasDoctype = /<!DOCTYPE/i.test(root ? head.slice(0, root.index) : head);
  if (!root) return null;
  const kind = root[1] === 'ACES' ? 'aces' : 'pies';
  const attrs = root[2] ?? '';
  const ns = /\sxmlns\s*=\s*["']([^"']*)["']/.exec(attrs)?.[1] ?? null;
  let version: string | null = null;
  if (kind === 'aces') version = /\sversion\s*=\s*["']([^"']*)["']/.exec(attrs)?.[1] ?? null;
  else version = /<(?:\w+:)?PIESVersion>\s*([^<\s]+)\s*</.exec(head)?.[1] ?? null;
  return { kind, version, namespace: ns, hasDoctype };
}
