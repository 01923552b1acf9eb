import { findingOf, say } from '../messages';
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
  const held = say('ROWS_HELD', { rows: counts.rows, flagged: counts.flagged, rejected: counts.rejected, merged: counts.merged });
  if (written.apps === 0) {
    omit.push('aces');
    findings.push(findingOf('ACES_NOT_WRITTEN', 'warning', say('ACES_NOT_WRITTEN', { held }), { file: 'aces.xml' }));
  }
  if (written.items === 0) {
    omit.push('pies');
    findings.push(findingOf('PIES_NOT_WRITTEN', 'warning', say('PIES_NOT_WRITTEN', { held }), { file: 'pies.xml' }));
  }
  return { omit, findings };
}
