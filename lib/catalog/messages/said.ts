/**
 * What the engine says, as a code and parameters rather than an English sentence: findings, notes
 * and refusals carry a `Said`, and each reader's surface (page, report.html, API, CLI) renders it in
 * their language from the catalogue (`texts/`). The English rendering is also kept as the plain
 * `message`, for readers of report.json that know no codes.
 *
 * Parameters: strings are inserted as they are (IDs, years, part numbers, quoted cell text — never
 * formatted as numbers: "PositionID 1234", not "1,234"); numbers are counts and measures, formatted
 * per locale where the text says `{n, number}` or in a plural's `#`; a size in bytes (`byteCount`)
 * is written with the one byte formatter in the reader's language ("1.5 MB", "1,5 Mo"); a `Said`
 * inside is rendered in the same language first; a list of them is joined with "; ".
 */
export type MessageParam = string | number | ByteCount | Said | readonly Said[];
export type MessageParams = Readonly<Record<string, MessageParam>>;

export interface Said {
  /** A key of the catalogue: a finding code ("YEAR_OPEN_ENDED") or a dotted text id ("note.yearOpenEnded"). */
  id: string;
  params?: MessageParams;
}

/**
 * A size in bytes as a parameter. ICU has no byte unit that steps from kB to GB, so the text names a
 * plain argument and the renderer writes it with `formatBytes` for the reader; stored as `{ bytes }`
 * (JSON, like every parameter), so a finding's size is said again in another language later.
 */
export interface ByteCount {
  bytes: number;
}

export const byteCount = (bytes: number): ByteCount => ({ bytes });

export function isByteCount(value: unknown): value is ByteCount {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as ByteCount).bytes === 'number' && !('id' in value);
}

/** A message as code and parameters. */
export function say(id: string, params?: MessageParams): Said {
  return params ? { id, params } : { id };
}

export function isSaid(value: unknown): value is Said {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as Said).id === 'string';
}
