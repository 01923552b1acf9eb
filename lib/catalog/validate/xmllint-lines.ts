/**
 * Reading xmllint's stderr a line at a time: which lines are messages about the document, and
 * keeping a bounded part of a long output (the native runner's; see xmllint-native.ts).
 */

/** Longer lines are cut here, on either runner (a message quoting a huge value). */
export const MAX_LINE_CHARS = 64 * 1024;
/** Lines that are not messages (verdicts, failures) kept at most, in characters. */
const MAX_OTHER_CHARS = 64 * 1024;

export interface XmllintMessage {
  line: number;
  /** A well-formedness (parser or namespace) error rather than a schema one. */
  parse: boolean;
  text: string;
}

/**
 * One stderr line: a counted error about the document named `docName`, a warning (not counted),
 * or null when it is no message (the verdict, context and caret lines).
 */
export function readMessageLine(line: string, docName: string): XmllintMessage | 'warning' | null {
  if (!line.startsWith(`${docName}:`)) return null;
  const m = /^[^:]+:(\d+):\s*(.*)$/.exec(line.slice(0, MAX_LINE_CHARS));
  if (!m) return null; // "document.xml fails to validate" / "validates"
  const rest = (m[2] ?? '').replace(/^element [^:]+:\s*/, '');
  if (/warning/i.test(rest) && !/error/i.test(rest)) return 'warning';
  return {
    line: Number(m[1]),
    parse: /(parser|namespace) error/.test(rest),
    text: rest.replace(/^[^:]*(?:error|warning)\s*:\s*/i, '').trim(),
  };
}

export interface KeptLines {
  /** Adds a piece of stderr; lines `keep` refuses are dropped. */
  write(text: string, keep: (line: string) => boolean): void;
  /** The kept lines, each ending in a newline, and the errors counted beyond `maxMessages`. */
  end(keep: (line: string) => boolean): { text: string; moreErrors: number };
}

/**
 * Keeps every line up to the `maxMessages`-th counted error, then only counts the errors; lines
 * that are no messages up to 64 KB; each line cut at MAX_LINE_CHARS. What xsd.ts makes of the
 * kept text plus the count is what it makes of the whole output.
 */
export function keptLines(docName: string, maxMessages: number): KeptLines {
  const lines: string[] = [];
  let partial = '';
  let errors = 0;
  let moreErrors = 0;
  let otherChars = 0;
  const take = (raw: string, keep: (line: string) => boolean): void => {
    const line = raw.slice(0, MAX_LINE_CHARS);
    if (!keep(line)) return;
    const message = readMessageLine(line, docName);
    if (message !== null && message !== 'warning') {
      if (errors < maxMessages) {
        errors++;
        lines.push(line);
      } else moreErrors++;
      return;
    }
    if (otherChars + line.length > MAX_OTHER_CHARS) return;
    otherChars += line.length;
    lines.push(line);
  };
  return {
    write(text, keep) {
      let at = 0;
      for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', at)) {
        take(partial + text.slice(at, nl), keep);
        partial = '';
        at = nl + 1;
      }
      // A line longer than the cut keeps only its head while it is still arriving.
      if (partial.length < MAX_LINE_CHARS) partial += text.slice(at, at + MAX_LINE_CHARS - partial.length);
    },
    end(keep) {
      if (partial) take(partial, keep);
      partial = '';
      return { text: lines.map((l) => `${l}\n`).join(''), moreErrors };
    },
  };
}
