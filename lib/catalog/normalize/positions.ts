/**
 * Position text in any of the five languages → PCdb position. The text is read word by word into
 * position concepts (`Vorderachse links` → FRONT + LEFT, `avant gauche` → FRONT + LEFT, `AVG` too) and
 * matched to the reference position whose own name reads as the same set, so word order does not
 * matter. Unknown words or two opposite concepts (`front and rear`) leave the decision to a person.
 * In a position column, abbreviations that are other words elsewhere are read too (`Pass`, `Drv`,
 * `Vo.`, `Hi.`, `Rt`, `Lt`, `Rr` = rear while `RR` = rear right, `Del. Izq.`, `F/L`, `R/R`); set, kit
 * and pair words are not positions; `N/A`, `-`, `keine`, `sans`, `sin posición`, `nessuna`, `entfällt` say there is none.
 */

import { nameKey, type ReferenceSet } from '@/lib/catalog/reference';
import { keySimilarity } from './edit-distance';
import {
  NEUTRAL_POSITION_WORDS,
  NO_POSITION_WORDS,
  OPPOSITES,
  POSITION_CONCEPTS,
  POSITION_COLUMN_WORDS,
  POSITION_PHRASES,
  POSITION_WORDS,
  type PositionConcept,
} from './lexicon/position-words';

export interface PositionReading {
  concepts: PositionConcept[];
  /** Words that are neither position words nor filler. */
  unknown: string[];
  /** The text says "no position" (`N/A`, `-`, `keine`). */
  none: boolean;
}

const ORDER = new Map(POSITION_CONCEPTS.map((c, i) => [c, i]));

export function conceptKey(concepts: Iterable<PositionConcept>): string {
  return [...new Set(concepts)].sort((a, b) => ORDER.get(a)! - ORDER.get(b)!).join('+');
}

export interface ReadOptions {
  /**
   * The text is a position column's cell: abbreviations that are other words elsewhere count as
   * positions (`Pass`, `Drv`, `Vo.`, `Hi.`, `Rr`, `Fr`, `Del. Izq.`).
   */
  column?: boolean;
}

const MARKS = /[\u0300-\u036f]/g;
/** `v.l.`, `h. r.` → `vl`, `hr` (German short forms written with dots). */
const DOTTED_PAIR = /\b([vh])\s*\.\s*([lr])\b\.?/g;
/** Title-case `Rr` / `Fr` (rear, front) as opposed to the upper-case codes `RR` / `FR` (rear right, front right). */
const TITLE_REAR = /(^|[^A-Za-z])Rr(?![A-Za-z])/g;
const TITLE_FRONT = /(^|[^A-Za-z])Fr(?![A-Za-z])/g;
const TOKEN = /[a-z0-9]+\.?/g;
const SIDE: ReadonlySet<PositionConcept> = new Set(['LEFT', 'RIGHT']);
const DOTTED_SIDES: ReadonlyMap<string, readonly PositionConcept[]> = new Map([
  ['des', ['RIGHT']],
  ['sin', ['LEFT']],
]);
/** Articles the neutral list holds: filler as words, unknown abbreviations when written with a dot. */
const ARTICLES: ReadonlySet<string> = new Set(['del', 'des', 'de', 'du', 'la', 'le', 'les', 'der', 'die', 'das', 'el', 'los', 'las', 'il', 'lo', 'gli', 'a', 'e', 'i']);
const AXLE: ReadonlySet<PositionConcept> = new Set(['FRONT', 'REAR']);
/**
 * Slashed codes a position column writes for one wheel. Only those with one reading: `F/R` may be
 * front right or front/rear, `L/R` left rear or left/right, `R/L` rear left or right/left — a person decides those.
 */
const SLASHED_CODES: ReadonlyMap<string, readonly PositionConcept[]> = new Map([
  ['f/l', ['FRONT', 'LEFT']],
  ['l/f', ['LEFT', 'FRONT']],
  ['r/r', ['REAR', 'RIGHT']],
]);

const HAND_SIDE = /\b([lr])\s*\/\s*h\b/g;

/** Reads position words; pure and cheap, so callers can run it on part-type text too. */
export function readPosition(text: string, options: ReadOptions = {}): PositionReading {
  let s = text.normalize('NFD').replace(MARKS, '').replace(/ß/g, 'ss');
  if (options.column) s = s.replace(TITLE_REAR, '$1rear').replace(TITLE_FRONT, '$1front');
  s = s.toLowerCase();
  const key = nameKey(s);
  if (NO_POSITION_WORDS.has(key) || /^[\s\-–—/.]*$/.test(s)) return { concepts: [], unknown: [], none: true };
  const slashed = options.column ? SLASHED_CODES.get(s.replace(/\s+/g, '')) : undefined;
  if (slashed) return { concepts: [...slashed], unknown: [], none: false };
  for (const [re, word] of POSITION_PHRASES) s = s.replace(re, word);
  // `L/H`, `R/H`: left-hand, right-hand — one reading wherever they stand.
  s = s.replace(HAND_SIDE, '$1h');
  s = s.replace(DOTTED_PAIR, ' $1$2 ');
  const tokens = s.match(TOKEN) ?? [];
  const concepts = new Set<PositionConcept>();
  const unknown: string[] = [];
  const weak: PositionConcept[][] = [];
  let previous: readonly PositionConcept[] | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const dotted = tokens[i]!.endsWith('.');
    const word = dotted ? tokens[i]!.slice(0, -1) : tokens[i]!;
    if (!word || word === 's') continue;
    let found: readonly PositionConcept[] | undefined;
    if (word === 'der') {
      // Spanish `der.` (derecho) after an axle word (`tras der`, `Del. Der.`); German `der` is an article.
      found = dotted || (previous && previous.some((c) => AXLE.has(c))) ? ['RIGHT'] : undefined;
    } else if (word === 'del') {
      // Spanish `Del.` (delantero) before a side (`Del. Izq.`); else `del` is "of the".
      const next = tokens[i + 1]?.replace(/\.$/, '');
      const nextSide = next !== undefined && (POSITION_WORDS.get(next) ?? []).some((c) => SIDE.has(c));
      found = options.column && (dotted || nextSide) ? ['FRONT'] : undefined;
    } else if (dotted && options.column && DOTTED_SIDES.has(word)) {
      // Italian `des.` (destro/destra) and `sin.` (sinistro/sinistra) in a position column.
      found = DOTTED_SIDES.get(word);
    } else if (word === 'd' && options.column) {
      weak.push(['RIGHT']); // `AV D`: right only next to another position word
      previous = undefined;
      continue;
    } else {
      found = POSITION_WORDS.get(word) ?? (options.column ? POSITION_COLUMN_WORDS.get(word) : undefined);
    }
    previous = found;
    if (found) for (const c of found) concepts.add(c);
    // An article written with a dot is an abbreviation we do not know (`des.`), never filler.
    else if (!NEUTRAL_POSITION_WORDS.has(word) || (dotted && ARTICLES.has(word))) unknown.push(word);
  }
  if (weak.length) {
    if (concepts.size) for (const w of weak) for (const c of w) concepts.add(c);
    else unknown.push('d');
  }
  return { concepts: [...concepts], unknown, none: false };
}

/** The first pair of opposite concepts in a set, if any (`FRONT` and `REAR`). */
export function conflictIn(concepts: readonly PositionConcept[]): readonly [PositionConcept, PositionConcept] | null {
  return OPPOSITES.find(([a, b]) => concepts.includes(a) && concepts.includes(b)) ?? null;
}

export class PositionIndex {
  readonly #byConcepts = new Map<string, number[]>();
  readonly #concepts = new Map<number, PositionConcept[]>();
  /** Positions meaning "no position" (`N/A`). */
  readonly noneIds = new Set<number>();

  constructor(private readonly reference: ReferenceSet) {
    for (const position of reference.positions.values()) {
      const reading = readPosition(position.name);
      if (reading.none) {
        this.noneIds.add(position.id);
        continue;
      }
      if (reading.unknown.length || !reading.concepts.length) continue;
      this.#concepts.set(position.id, reading.concepts);
      const key = conceptKey(reading.concepts);
      const list = this.#byConcepts.get(key);
      if (list) list.push(position.id);
      else this.#byConcepts.set(key, [position.id]);
    }
  }

  /** Reference positions named by exactly these concepts. */
  byConcepts(concepts: readonly PositionConcept[]): readonly number[] {
    return this.#byConcepts.get(conceptKey(concepts)) ?? [];
  }

  /** Among `allowed`, the positions that say everything `concepts` says and more (`Lower` → `Front Lower`). */
  narrower(concepts: readonly PositionConcept[], allowed: readonly number[]): number[] {
    return allowed.filter((id) => {
      const own = this.#concepts.get(id);
      return own !== undefined && own.length > concepts.length && concepts.every((c) => own.includes(c));
    });
  }

  name(id: number): string {
    return this.reference.positions.get(id)?.name ?? String(id);
  }

  /**
   * Positions a reviewer may mean by a position text, best first: those sharing the most position
   * concepts with it (`vorne lnks` still reads FRONT), then by how alike the names' keys are; only
   * among `among` when given (the positions the part type allows).
   */
  candidates(text: string, among?: readonly number[], limit = 5): { id: number; score: number }[] {
    const reading = readPosition(text, { column: true });
    const key = nameKey(text);
    const scored: { id: number; score: number }[] = [];
    for (const id of among ?? this.reference.positions.keys()) {
      if (this.noneIds.has(id)) continue;
      const own = this.#concepts.get(id) ?? [];
      const shared = own.filter((c) => reading.concepts.includes(c)).length;
      const byConcepts = shared ? (2 * shared) / (own.length + reading.concepts.length) : 0;
      const score = Math.max(byConcepts, keySimilarity(key, nameKey(this.name(id))));
      if (score >= 0.5) scored.push({ id, score });
    }
    return scored.sort((a, b) => b.score - a.score || a.id - b.id).slice(0, limit);
  }
}
