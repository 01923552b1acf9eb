/**
 * How the new-catalog form names a file to convert and its mapping in one field:
 * `<uploadId>:auto` (detect the columns) or `<uploadId>:<saved mapping id>`.
 */
export const FILE_CHOICE = /^([0-9a-f-]{36}):(auto|[0-9a-f-]{36})$/i;

export function fileChoice(uploadId: string, mappingId: string | null): string {
  return `${uploadId}:${mappingId ?? 'auto'}`;
}

/** Entries already checked against FILE_CHOICE, as { uploadId, mappingId } (null = detect). */
export function fileChoices(files: readonly string[]): { uploadId: string; mappingId: string | null }[] {
  return files.flatMap((entry) => {
    const match = FILE_CHOICE.exec(entry);
    if (!match) return [];
    const [, uploadId, mapping] = match;
    return [{ uploadId: uploadId!.toLowerCase(), mappingId: mapping === 'auto' ? null : mapping!.toLowerCase() }];
  });
}
