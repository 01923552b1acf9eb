/**
 * A model cell may hold more than the model: the make (`VW Golf`; read as the make when the make column
 * is empty and exactly one reference make starts the cell) and years (`Golf VII 2013-2017`,
 * `Golf (12/2012-)`, `Golf ab 2013`). This reads the cell as make + model (+ the years written in it),
 * leaving the words after the model name to the caller.
 */

import type { NormalizeContext } from './context';
import { isIssue, type Issue } from './issues';
import { learnedModel } from './learned-readings';
import type { MakeMatch } from './make-names';
import type { ModelMatch } from './model-names';
import { parseYears } from './years';

export interface ReadVehicle {
  make: MakeMatch;
  model: ModelMatch;
  /** Years written in the model (or joined vehicle) cell. */
  cellYears?: string;
}

/** A word where years may start inside a model cell (`Golf VII 2013-2017`, `Golf (12/2012-)`, `Golf ab 2013`). */
const YEARISH_WORD =
  /^[([]?(?:(?:(?:0?[1-9]|1[0-2])[./])?(?:19|20)\d{2}(?:\D|$)|['’]\d{2}\b|(?:my|mj)\s*\d{2,4}$|\d{2}\s*[-–]\s*\d{2}[)\]]?$)|^(?:ab|from|since|seit|von|vom|desde|de|du|dal|depuis|dès|des|da|bj\.?|baujahr|my|mj)$/i;
const HAS_YEAR = /(?:19|20)\d{2}|['’]\d{2}|\b\d{2}\s*[-–]\s*\d{2}\b|\bm[yj]\s*\d{2}/i;

/** Ways to read a model cell as text + years, earliest split first (the whole text is not among them). */
function yearTails(text: string, ctx: NormalizeContext): { head: string; years: string }[] {
  if (!HAS_YEAR.test(text)) return [];
  const words = text.split(/\s+/).filter(Boolean);
  const out: { head: string; years: string }[] = [];
  for (let i = 1; i < words.length; i++) {
    if (!YEARISH_WORD.test(words[i]!)) continue;
    const years = words.slice(i).join(' ').replace(/^[([]\s*|\s*[)\]]$/g, '').trim();
    if (!isIssue(parseYears(years, { currentYear: ctx.currentYear }))) out.push({ head: words.slice(0, i).join(' '), years });
  }
  return out;
}

/** The model cell under a known make, with years at its end when the rest still names a model. */
export function readModelCell(text: string, make: MakeMatch, ctx: NormalizeContext): ReadVehicle | Issue {
  const learned = ctx.learned ? learnedModel(text, make.makeId, ctx) : undefined;
  if (learned) {
    // The term names the model of the whole cell; years written in it still count as years.
    const years = yearTails(text, ctx)[0]?.years;
    return years ? { make, model: learned, cellYears: years } : { make, model: learned };
  }
  for (const split of yearTails(text, ctx)) {
    const model = ctx.names.matchModelDetailed(split.head, make.makeId);
    if (!isIssue(model)) return { make, model, cellYears: split.years };
  }
  const model = ctx.names.matchModelDetailed(text, make.makeId);
  return isIssue(model) ? model : { make, model };
}

/** A cell holding make + model (+ years): the make read from its start when exactly one make fits. */
export function readJoinedCell(text: string, ctx: NormalizeContext): ReadVehicle | Issue | null {
  for (const split of yearTails(text, ctx)) {
    const joined = ctx.names.splitJoined(split.head);
    if (joined) return isIssue(joined) ? joined : { ...joined, cellYears: split.years };
  }
  return ctx.names.splitJoined(text);
}
