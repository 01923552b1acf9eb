/**
 * Quantity per application: `2`, `2 Stk`, `2 pcs`, `2x`, `1 Satz`, `1 jeu`. ACES wants a positive
 * whole number; anything else rejects the row. A missing quantity is read as 1, just below full
 * confidence so a stricter threshold holds such rows for review.
 */

import type { FieldDecision, Issue } from './issues';
import { quote, reject } from './issues';

const UNIT_WORDS =
  /^(?:x|stk|st|stück|stueck|pcs|pc|piece|pieces|pz|pezzi|pezzo|pièce|pièces|piece|pce|pces|unidad|unidades|ud|uds|u|un|ea|each|satz|set|sets|jeu|jeux|juego|juegos|kit|kits|serie|qty|menge|quantité|cantidad|quantità|anzahl)\.?$/i;
const PAIR_WORDS = /^(?:pair|pairs|paar|paire|paires|par|pares|paio|paia|coppia|coppie)\.?$/i;

export function parseQuantity(text: string | undefined): FieldDecision | Issue {
  const raw = text?.trim() ?? '';
  if (!raw) {
    return { field: 'qty', source: '', value: 1, confidence: 0.9, note: 'no quantity given: 1 assumed', code: 'QTY_ASSUMED' };
  }
  const words = raw.replace(/[:=]/g, ' ').replace(/(\d)([a-zA-Zäöüéèà])/g, '$1 $2').replace(/([a-z])(\d)/gi, '$1 $2').split(/\s+/);
  let numberText: string | null = null;
  let pair = false;
  for (const w of words) {
    if (!w) continue;
    if (/^[-+]?\d+(?:[.,]\d+)?$/.test(w)) {
      if (numberText !== null) return invalid(raw, 'it holds more than one number');
      numberText = w;
    } else if (PAIR_WORDS.test(w)) pair = true;
    else if (!UNIT_WORDS.test(w)) return invalid(raw, `'${w}' is not a quantity unit`);
  }
  if (numberText === null) return invalid(raw, 'it holds no number');
  const n = Number(numberText.replace(',', '.'));
  if (!Number.isInteger(n)) return invalid(raw, 'ACES quantities are whole numbers');
  if (n <= 0) return invalid(raw, 'it is not above zero');
  if (pair) {
    return {
      field: 'qty',
      source: raw,
      value: n,
      confidence: 0.8,
      note: `quantity given in pairs (${raw}); ACES Qty counts the part as sold — check it`,
      code: 'QTY_IN_PAIRS',
    };
  }
  return { field: 'qty', source: raw, value: n, confidence: 1, note: `quantity ${n}` };
}

function invalid(raw: string, why: string): Issue {
  return reject('QTY_INVALID', 'qty', `Quantity ${quote(raw)} is not valid (${why}); give a whole number of 1 or more.`);
}
