import type { ReferenceSet } from '@/lib/catalog';
import { PART_TYPE_CONCEPTS, type NormalizeContext } from '@/lib/catalog/normalize';
import { otherName, type OtherName } from './search-names';
import type { TermLanguage } from './types';

/** A concept the loaded PCdb fits this many part types equally well is too vague to offer. */
const MOST_TIED = 3;

function push<K>(map: Map<K, OtherName[]>, key: K, name: OtherName): void {
  const list = map.get(key);
  if (list) list.push(name);
  else map.set(key, [name]);
}

/**
 * The other names of each part type of one release: its PCdb aliases, and the terms of the
 * normalizer's multilingual vocabulary, through the same concept → part type links the conversion
 * uses (`PartTypeIndex.conceptLink`) — so `Bremsscheibe` finds whichever part type this release
 * calls the brake rotor, by whatever name. A concept two or three part types fit equally well
 * offers its terms for each (a person picks); the engine would flag it.
 */
export function partTypeOtherNames(reference: ReferenceSet, engine: NormalizeContext): Map<number, OtherName[]> {
  const out = new Map<number, OtherName[]>();
  for (const [id, aliases] of reference.partTypeAliases) for (const alias of aliases) push(out, id, otherName(alias, { via: 'alias' }));
  for (const concept of PART_TYPE_CONCEPTS) {
    const link = engine.partTypes.conceptLink(concept.id);
    if (!link || link.ids.length > MOST_TIED) continue;
    const names = [
      ...concept.pcdb.map((text) => otherName(text, { via: 'term', language: 'en' })),
      ...(Object.entries(concept.terms) as [TermLanguage, readonly string[]][]).flatMap(([language, terms]) => terms.map((text) => otherName(text, { via: 'term', language }))),
    ];
    for (const id of link.ids) for (const name of names) push(out, id, name);
  }
  return out;
}
