/**
 * File names for downloads (Content-Disposition): ASCII letters, digits, `.`, `-` and `_` only, so
 * no header injection, no path, no look-alike characters; readable and sortable, e.g.
 * `partsmith-BKMN-2026-11-22-aces.xml`, `partsmith-BKMN-2026-11-22-changes-aces-update.xml`.
 */

/** Longest download name: short enough for every browser and file system, long enough to read. */
const MAX_DOWNLOAD_NAME = 150;
/** Longest deliverable part kept whole (ours are far shorter: `files/01-<stem>/aces.xml`). */
const MAX_DELIVERABLE_PART = 100;

export function exportDownloadName(exp: { brand: string; createdAt: Date }, fileName: string): string {
  const day = exp.createdAt.toISOString().slice(0, 10);
  return deliverableDownloadName(`partsmith-${exp.brand}-${day}`, fileName);
}

/** `brakes-2026.csv` → `partsmith-BKMN-brakes-2026-aces.xml`: the upload's name leads, without its extension. */
export function conversionDownloadName(conversion: { brand: string; fileName: string }, outputName: string): string {
  const stem = conversion.fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return deliverableDownloadName(`partsmith-${conversion.brand}-${stem}`, outputName);
}

/**
 * A descriptive lead (brand, date, source file) and the deliverable's own name (`aces.xml`,
 * `changes/aces-update.xml`), shortened in the lead only: with a 300-character upload name the
 * download still says which deliverable it is and ends in its extension.
 */
export function deliverableDownloadName(lead: string, fileName: string): string {
  const part = asciiName(fileName.replaceAll('/', '-')).replace(/^[._-]+/, '').slice(-MAX_DELIVERABLE_PART);
  if (!part) return safeDownloadName(lead);
  const head = asciiName(lead)
    .replace(/^[._-]+/, '')
    .slice(0, MAX_DOWNLOAD_NAME - part.length - 1)
    .replace(/[._-]+$/, '');
  return head ? `${head}-${part}` : part;
}

export function safeDownloadName(name: string): string {
  const cleaned = asciiName(name)
    .replace(/^[._-]+/, '')
    .slice(0, MAX_DOWNLOAD_NAME);
  return cleaned || 'download';
}

/** Accents dropped (NFKD), anything else outside `A-Za-z0-9._-` as one `_` per run. */
function asciiName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_');
}
