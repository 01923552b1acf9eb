/**
 * How the new-catalog form names a file to convert, its mapping and its sheet in one field:
 * `<uploadId>:auto` (detect the columns) or `<uploadId>:<saved mapping id>`, then optionally
 * `:<sheet name, URI-encoded>` for a workbook sheet picked by hand (none: the default sheet).
 * The sheet is only carried here; the database checks it is one the upload has.
 */
export const FILE_CHOICE = /^([0-9a-f-]{36}):(auto|[0-9a-f-]{36})(?::([^:]{1,400}))?$/i;

export interface FileChoice {
  uploadId: string;
  /** null: detect the columns. */
  mappingId: string | null;
  /** null: the engine's default sheet. */
  sheet: string | null;
}

export function fileChoice(uploadId: string, mappingId: string | null, sheet: string | null = null): string {
  const base = `${uploadId}:${mappingId ?? 'auto'}`;
  return sheet === null ? base : `${base}:${encodeURIComponent(sheet)}`;
}

/** Entries already checked against FILE_CHOICE, as FileChoice values; a malformed sheet drops the entry. */
export function fileChoices(files: readonly string[]): FileChoice[] {
  return files.flatMap((entry) => {
    const match = FILE_CHOICE.exec(entry);
    if (!match) return [];
    const [, uploadId, mapping, encodedSheet] = match;
    const sheet = encodedSheet === undefined ? null : decodeSheet(encodedSheet);
    if (sheet === undefined) return [];
    return [{ uploadId: uploadId!.toLowerCase(), mappingId: mapping === 'auto' ? null : mapping!.toLowerCase(), sheet }];
  });
}

function decodeSheet(encoded: string): string | undefined {
  try {
    const sheet = decodeURIComponent(encoded);
    return sheet.trim() === '' ? undefined : sheet;
  } catch {
    return undefined;
  }
}
