import { say, type Said } from '../messages';
import type { ReferenceSet } from './reference-set';

/** A reference set's source as messages say it: in the reader's language where it has words of ours. */
export function referenceSource(ref: Pick<ReferenceSet, 'source' | 'sourceSaid'>): string | Said {
  return ref.sourceSaid ?? ref.source;
}

/** The reference data as findings name it: the demo set, or its source with its release date. */
export function referenceLabel(ref: Pick<ReferenceSet, 'demo' | 'source' | 'sourceSaid' | 'versionDate'>): string | Said {
  if (ref.demo) return ref.versionDate ? say('reference.demo.dated', { date: ref.versionDate }) : say('reference.demo');
  const source = referenceSource(ref);
  if (!ref.versionDate) return source;
  return typeof source === 'string' ? `${source} (${ref.versionDate})` : say('reference.source.dated', { source, date: ref.versionDate });
}
