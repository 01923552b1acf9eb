import type { Finding } from '../types';
import type { OptionalOutput } from './output-files';
import type { RowCounts } from './row-converter';

/**
 * Which deliverables a run leaves out, and the findings that say why (issue 13: never write an
 * invalid deliverable). With no app, aces.xml would carry a header and nothing to fit — a FULL
 * file that tells a receiver to delete every application of the brand; with no item, pies.xml
 * would hold an empty `<Items/>`, which the PIES 7.2 schema refuses. Neither is written.
 */
export function emptyDeliverables(written: { apps: number; items: number }, counts: RowCounts): { omit: OptionalOutput[]; findings: Finding[] } {
  const omit: OptionalOutput[] = [];
  const findings: Finding[] = [];
  const held = `${counts.rows} row(s) read: ${counts.flagged} flagged for review, ${counts.rejected} rejected, ${counts.merged} merged as duplicates`;
  if (written.apps === 0) {
    omit.push('aces');
    findings.push({
      code: 'ACES_NOT_WRITTEN',
      severity: 'warning',
      file: 'aces.xml',
      message: `aces.xml was not written: no row gave an application (${held}). An ACES file without applications says nothing a receiver can use. Review the held rows (flagged.csv) or correct the catalog, and convert again.`,
    });
  }
  if (written.items === 0) {
    omit.push('pies');
    findings.push({
      code: 'PIES_NOT_WRITTEN',
      severity: 'warning',
      file: 'pies.xml',
      message: `pies.xml was not written: no row gave an item (${held}). PIES requires at least one Item, so an empty file would fail its schema. Check that part numbers are mapped and rows were not rejected, and convert again.`,
    });
  }
  return { omit, findings };
}
