/**
 * Quantity per application: `2`, `2 Stk`, `2 St.`, `2 Stück`, `2 pcs`, `2 pc.`, `2 pzas`, `2 pz.`,
 * `2 pezzi`, `1 nr`, `2 uds`, `2 unid.`, `1 jeu`, `1 juego`, `1 kit`, `1 set`, `2x`, `x2`, `2,0`, `2.00`. ACES wants a positive
 * whole number; anything else rejects the row. A missing quantity is read as 1, just below full
 * confidence so a stricter threshold holds such rows for review.
 */

import { say, type Said } from '../messages';
import type { FieldDecision, Issue } from './issues';
import { quote, reject } from './issues';

/** Count words and their abbreviations in en, de, fr, es, it (an optional trailing dot is allowed). */
const UNIT_WORDS = new Set([
  // en
  'x', 'n', 'pc', 'pcs', 'piece', 'pieces', 'ea', 'each', 'unit', 'units', 'qty', 'quantity', 'no', 'nr', 'num', 'set', 'sets', 'kit', 'kits',
  // de
  'stk', 'st', 'stck', 'stuck', 'stueck', 'stucke', 'stuecke', 'satz', 'satze', 'saetze', 'menge', 'anzahl', 'einheit', 'einheiten',
  // fr
  'piece', 'pieces', 'pce', 'pces', 'pc', 'u', 'un', 'unite', 'unites', 'jeu', 'jeux', 'quantite', 'qte', 'ens', 'ensemble',
  // es
  'unidad', 'unidades', 'ud', 'uds', 'und', 'unds', 'unid', 'unids', 'pieza', 'piezas', 'pza', 'pzas', 'pzs', 'juego', 'juegos', 'jgo', 'jgos', 'cantidad', 'cant',
  // it
  'pz', 'pzi', 'pezzo', 'pezzi', 'unita', 'serie', 'quantita', 'qta', 'conf',
]);
const PAIR_WORDS = new Set(['pair', 'pairs', 'pr', 'prs', 'paar', 'paire', 'paires', 'par', 'pares', 'paio', 'paia', 'coppia', 'coppie']);

/** A word's key for the lists above: lower case, accents and a trailing dot dropped (`Stück.` → `stuck`). */
function unitKey(word: string): string {
  return word.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/[.°º]+$/, '');
}

export function parseQuantity(text: string | undefined): FieldDecision | Issue {
  const raw = text?.trim() ?? '';
  if (!raw) {
    return { field: 'qty', source: '', value: 1, confidence: 0.9, note: 'no quantity given: 1 assumed', said: say('note.qty.assumed'), code: 'QTY_ASSUMED' };
  }
  const words = raw.replace(/[:=/()]/g, ' ').replace(/(\d)([a-zA-Zäöüéèà])/g, '$1 $2').replace(/([a-z])(\d)/gi, '$1 $2').split(/\s+/);
  let numberText: string | null = null;
  let pair = false;
  for (const w of words) {
    if (!w) continue;
    if (/^[-+]?\d+(?:[.,]\d+)?$/.test(w)) {
      if (numberText !== null) return invalid(raw, say('qty.why.manyNumbers'));
      numberText = w;
    } else if (PAIR_WORDS.has(unitKey(w))) pair = true;
    else if (!UNIT_WORDS.has(unitKey(w))) return invalid(raw, say('qty.why.unit', { word: `'${w}'` }));
  }
  if (numberText === null) return invalid(raw, say('qty.why.noNumber'));
  const n = Number(numberText.replace(',', '.'));
  if (!Number.isInteger(n)) return invalid(raw, say('qty.why.whole'));
  if (n <= 0) return invalid(raw, say('qty.why.notAboveZero'));
  if (pair) {
    return {
      field: 'qty',
      source: raw,
      value: n,
      confidence: 0.8,
      note: `quantity given in pairs (${raw}); ACES Qty counts the part as sold — check it`,
      said: say('note.qty.pairs', { value: raw }),
      code: 'QTY_IN_PAIRS',
    };
  }
  return { field: 'qty', source: raw, value: n, confidence: 1, note: `quantity ${n}`, said: say('note.qty', { qty: String(n) }) };
}

function invalid(raw: string, why: Said): Issue {
  return reject('QTY_INVALID', 'qty', say('QTY_INVALID', { value: quote(raw), why }));
}
