/** Reference IDs ranked by how alike their keys read to a text's key: suggestions for a reviewer, never matches. */

import { keySimilarity } from './edit-distance';

/** IDs whose keys read most like `key`, each with its best score; scores under 0.5 are left out. */
export function rankByKey(key: string, idsByKey: ReadonlyMap<string, readonly number[]>, limit: number): { id: number; score: number }[] {
  const best = new Map<number, number>();
  if (!key) return [];
  for (const [k, ids] of idsByKey) {
    const score = keySimilarity(key, k);
    if (score < 0.5) continue;
    for (const id of ids) if ((best.get(id) ?? 0) < score) best.set(id, score);
  }
  return [...best]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([id, score]) => ({ id, score }));
}
