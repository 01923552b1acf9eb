/**
 * One make's model names as keys for matching: each model's name key, its language variants
 * (`C-Klasse`, `3er`, `Serie 3`) and the word keys of its name (short forms), plus — built on first
 * use — the submodels its models have (`320d` names 3 Series).
 */

import { nameKey, type ReferenceSet } from '@/lib/catalog/reference';
import { modelAliasKeys } from './lexicon/model-aliases';

export interface ModelEntry {
  ids: number[];
  alias: boolean;
}

export interface ModelIndex {
  byKey: Map<string, ModelEntry>;
  /** Model IDs with their name's word keys, for short forms. */
  words: { id: number; words: string[]; key: string }[];
  /** Submodel key → models of this make that have it (built on first use). */
  submodels?: Map<string, Set<number>>;
}

export function buildModelIndex(reference: ReferenceSet, makeId: number): ModelIndex {
  const byKey = new Map<string, ModelEntry>();
  const add = (key: string, id: number, alias: boolean) => {
    const entry = byKey.get(key);
    if (!entry) byKey.set(key, { ids: [id], alias });
    else if (entry.alias && !alias) byKey.set(key, { ids: [id], alias: false }); // a real name beats an alias
    else if (entry.alias === alias && !entry.ids.includes(id)) entry.ids.push(id);
  };
  const modelIds = reference.modelsOfMake(makeId);
  const words: ModelIndex['words'] = [];
  for (const id of modelIds) {
    const model = reference.models.get(id);
    if (!model) continue;
    add(nameKey(model.name), id, false);
    words.push({ id, words: model.name.split(/[\s-]+/).map(nameKey).filter(Boolean), key: nameKey(model.name) });
  }
  for (const id of modelIds) {
    const model = reference.models.get(id);
    if (model) for (const k of modelAliasKeys(model.name)) add(k, id, true);
  }
  return { byKey, words };
}

/** Submodel key → this make's models that have it in some year. */
export function submodelsOfMake(reference: ReferenceSet, makeId: number, index: ModelIndex): Map<string, Set<number>> {
  if (index.submodels) return index.submodels;
  const map = new Map<string, Set<number>>();
  for (const { id } of index.words) {
    const line = reference.vehicleLine(makeId, id);
    if (!line) continue;
    for (const bv of line.years.values()) {
      for (const config of reference.vehicleConfigs(bv)) {
        const sm = reference.submodels.get(config.submodelId);
        if (!sm) continue;
        const key = nameKey(sm.name);
        const set = map.get(key);
        if (set) set.add(id);
        else map.set(key, new Set([id]));
      }
    }
  }
  index.submodels = map;
  return map;
}
