/**
 * `intl-messageformat` as the production build bundles it (next.config.ts aliases the package to
 * this module): the same exports, with each message text parsed once per process instead of once per
 * request. next-intl keeps its parsed messages in a cache that lives for one request, so every page
 * view parsed again each text it formats with values — a share of the one render thread that grew
 * with the page (issue 15.7). The parsed form depends only on the text and the parser's options
 * (the message files' own texts, never anyone's data: the values go in when formatting), and
 * formatting only reads it.
 */
import { IntlMessageFormat } from '../node_modules/intl-messageformat/index.js';

export * from '../node_modules/intl-messageformat/index.js';
export { IntlMessageFormat as default } from '../node_modules/intl-messageformat/index.js';

type Parse = NonNullable<typeof IntlMessageFormat.__parse>;
type ParseOptions = NonNullable<Parameters<Parse>[1]>;

/** More texts than the five languages' catalogues hold: past it, a text is parsed as before, not kept. */
const MAX_KEPT = 20_000;

/** Wraps `parse` with a cache keyed by the text and every option the parser reads. */
export function keepingParsed(parse: Parse): Parse {
  const kept = new Map<string, ReturnType<Parse>>();
  return (message: string, options?: ParseOptions) => {
    const key = [
      String(options?.locale ?? ''),
      options?.ignoreTag ? 1 : 0,
      options?.requiresOtherClause ? 1 : 0,
      options?.shouldParseSkeletons ? 1 : 0,
      options?.captureLocation ? 1 : 0,
      message,
    ].join('\u0000');
    let ast = kept.get(key);
    if (!ast) {
      ast = parse(message, options); // a text that does not parse throws, as before, and is not kept
      if (kept.size < MAX_KEPT) kept.set(key, ast);
    }
    return ast;
  };
}

const KEEPING = Symbol.for('partsmith.intl-messageformat.keeping');
type Patched = typeof IntlMessageFormat & { [KEEPING]?: true };

// Once per copy of the module (each server layer and the browser bundle have their own).
if (IntlMessageFormat.__parse && !(IntlMessageFormat as Patched)[KEEPING]) {
  IntlMessageFormat.__parse = keepingParsed(IntlMessageFormat.__parse);
  (IntlMessageFormat as Patched)[KEEPING] = true;
}
