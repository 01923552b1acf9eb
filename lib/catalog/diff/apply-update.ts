import { openAces, type XmlInput } from '../readers';
import type { Finding } from '../types';
import { fitmentIdentity, payloadOf } from './identity';
import { findingOf, say } from '../messages';

/** A delivery as a set of fitments: identity (vehicle, attributes, conditions, part type, position, part) → Qty|MfrLabel. */
export type FitmentSet = Map<string, string>;

/** Reads the apps with action A of an ACES file into a fitment set (repeats collapse). */
export async function readFitmentSet(input: XmlInput): Promise<FitmentSet> {
  const set: FitmentSet = new Map();
  for await (const app of openAces(input))
    if (app.action === 'A') set.set(fitmentIdentity(app), payloadOf(app));
  return set;
}

/**
 * Applies an ACES UPDATE to a delivery, the way a receiver would: each action="D" app removes the
 * matching fitment, each action="A" app adds (or replaces) one. Holds both in memory — meant for
 * checking a net-change file (tests, spot checks), not for million-app catalogs.
 */
export async function applyUpdate(
  base: XmlInput,
  update: XmlInput,
): Promise<{ fitments: FitmentSet; findings: Finding[] }> {
  const fitments = await readFitmentSet(base);
  const findings: Finding[] = [];
  const reader = openAces(update, { onFinding: (f) => findings.push(f) });
  for await (const app of reader) {
    const id = fitmentIdentity(app);
    if (app.action === 'D') {
      if (!fitments.delete(id))
        findings.push(
          findingOf('UPDATE_DELETE_NOT_FOUND', 'warning', say('UPDATE_DELETE_NOT_FOUND', { id: String(app.id), line: String(app.line), part: app.part }), {
            row: app.line,
          }),
        );
    } else fitments.set(id, payloadOf(app));
  }
  const type = reader.header?.submissionType?.toUpperCase();
  if (type !== 'UPDATE')
    findings.push(findingOf('UPDATE_NOT_UPDATE', 'warning', say('UPDATE_NOT_UPDATE', { type: type ?? say('update.typeMissing') })));
  return { fitments, findings };
}
