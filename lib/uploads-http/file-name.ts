/**
 * The uploaded file's name from `X-File-Name` (sent `encodeURIComponent`-encoded, since HTTP
 * headers carry Latin-1 only). It is shown in lists and reports and never used as a path; a
 * missing or undecodable value becomes "catalog", and control characters are dropped.
 */
export function fileNameFromHeader(value: string | null): string {
  if (!value) return 'catalog';
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    decoded = value;
  }
  const cleaned = decoded.replace(/[\u0000-\u001f\u007f]/g, '').replace(/^.*[\\/]/, '').trim();
  return cleaned.slice(0, 255) || 'catalog';
}
