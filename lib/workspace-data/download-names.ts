/**
 * File names for downloads (Content-Disposition): ASCII letters, digits, `.`, `-` and `_` only, so
 * no header injection, no path, no look-alike characters; readable and sortable, e.g.
 * `partsmith-BKMN-2026-11-22-aces.xml`, `partsmith-BKMN-2026-11-22-changes-aces-update.xml`.
 */
export function exportDownloadName(exp: { brand: string; createdAt: Date }, fileName: string): string {
  const day = exp.createdAt.toISOString().slice(0, 10);
  return safeDownloadName(`partsmith-${exp.brand}-${day}-${fileName.replaceAll('/', '-')}`);
}

export function safeDownloadName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._-]+/, '')
    .slice(0, 150);
  return cleaned || 'download';
}
