/**
 * Generation words after a model name (`Golf VII`, `Golf 7`, `Golf Mk7`, `Astra J`, `Clio IV`,
 * `A4 B8`, `MX-5 NC`, `3rd gen`): not part of the VCdb model, which spans all generations, and not a
 * narrowing of its own — the row's years say which vehicles fit. The generation is kept as a hint and
 * checked against those years where the generation's years are known here; a mismatch is for a person
 * to look at. Years are model years, widened to cover European production years and US model years.
 */

import { nameKey } from '@/lib/catalog/reference';
import { numeralValue } from './lexicon/model-aliases';

export type Span = readonly [number, number];

/** make key → model key → generation (number, or a code such as `J`, `B8`) → years. */
const GENERATIONS: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, Span>>>>>> = {
  volkswagen: {
    golf: { 1: [1974, 1984], 2: [1983, 1992], 3: [1991, 1999], 4: [1997, 2006], 5: [2003, 2009], 6: [2008, 2014], 7: [2012, 2021], 8: [2019, 2099] },
    polo: { 3: [1994, 2002], 4: [2001, 2009], 5: [2009, 2017], 6: [2017, 2099] },
    passat: { b5: [1996, 2005], b6: [2005, 2010], b7: [2010, 2015], b8: [2014, 2099] },
    jetta: { 4: [1998, 2005], 5: [2005, 2010], 6: [2010, 2018], 7: [2018, 2099] },
    tiguan: { 1: [2007, 2017], 2: [2016, 2099] },
  },
  audi: {
    a3: { 1: [1996, 2003], 2: [2003, 2013], 3: [2012, 2020], 4: [2020, 2099], '8l': [1996, 2003], '8p': [2003, 2013], '8v': [2012, 2020], '8y': [2020, 2099] },
    a4: { b5: [1994, 2001], b6: [2000, 2005], b7: [2004, 2009], b8: [2007, 2016], b9: [2015, 2099] },
    a6: { c4: [1994, 1997], c5: [1997, 2005], c6: [2004, 2011], c7: [2011, 2018], c8: [2018, 2099] },
  },
  opel: {
    astra: { f: [1991, 1998], g: [1998, 2009], h: [2004, 2014], j: [2009, 2015], k: [2015, 2021], l: [2021, 2099] },
    corsa: { a: [1982, 1993], b: [1993, 2000], c: [2000, 2006], d: [2006, 2014], e: [2014, 2019], f: [2019, 2099] },
    insignia: { a: [2008, 2017], b: [2017, 2099] },
    zafira: { a: [1999, 2005], b: [2005, 2014], c: [2011, 2019] },
  },
  renault: {
    clio: { 1: [1990, 1998], 2: [1998, 2012], 3: [2005, 2014], 4: [2012, 2019], 5: [2019, 2099] },
    megane: { 1: [1995, 2003], 2: [2002, 2009], 3: [2008, 2016], 4: [2016, 2099] },
    kangoo: { 1: [1997, 2008], 2: [2008, 2021], 3: [2021, 2099] },
    captur: { 1: [2013, 2019], 2: [2019, 2099] },
  },
  ford: {
    focus: { 1: [1998, 2007], 2: [2004, 2011], 3: [2010, 2018], 4: [2018, 2025] },
  },
  skoda: {
    octavia: { 1: [1996, 2010], 2: [2004, 2013], 3: [2012, 2020], 4: [2019, 2099] },
    fabia: { 1: [1999, 2008], 2: [2007, 2014], 3: [2014, 2021], 4: [2021, 2099] },
    superb: { 1: [2001, 2008], 2: [2008, 2015], 3: [2015, 2099] },
  },
  seat: {
    ibiza: { 1: [1984, 1993], 2: [1993, 2002], 3: [2002, 2008], 4: [2008, 2017], 5: [2017, 2099] },
    leon: { 1: [1999, 2006], 2: [2005, 2012], 3: [2012, 2020], 4: [2020, 2099] },
  },
  fiat: {
    punto: { 1: [1993, 1999], 2: [1999, 2012], 3: [2005, 2018] },
    panda: { 1: [1980, 2003], 2: [2003, 2012], 3: [2011, 2099] },
  },
  peugeot: {
    208: { 1: [2012, 2019], 2: [2019, 2099] },
    308: { 1: [2007, 2013], 2: [2013, 2021], 3: [2021, 2099] },
    3008: { 1: [2008, 2016], 2: [2016, 2099] },
  },
  citroen: {
    c3: { 1: [2002, 2010], 2: [2009, 2016], 3: [2016, 2099] },
    c4: { 1: [2004, 2010], 2: [2010, 2018], 3: [2020, 2099] },
    berlingo: { 1: [1996, 2010], 2: [2008, 2018], 3: [2018, 2099] },
  },
  toyota: {
    yaris: { 1: [1999, 2005], 2: [2005, 2011], 3: [2011, 2020], 4: [2020, 2099] },
  },
  hyundai: {
    i30: { 1: [2007, 2012], 2: [2011, 2017], 3: [2016, 2099], fd: [2007, 2012], gd: [2011, 2017], pd: [2016, 2099] },
  },
  kia: {
    ceed: { 1: [2006, 2012], 2: [2012, 2018], 3: [2018, 2099] },
  },
  nissan: {
    qashqai: { 1: [2006, 2014], 2: [2013, 2021], 3: [2021, 2099], j10: [2006, 2014], j11: [2013, 2021], j12: [2021, 2099] },
  },
  mazda: {
    mx5miata: { 1: [1989, 1998], 2: [1998, 2005], 3: [2005, 2015], 4: [2015, 2099], na: [1989, 1998], nb: [1998, 2005], nc: [2005, 2015], nd: [2015, 2099] },
  },
};

export interface GenerationHint {
  /** The words as written (`VII`, `Mk 7`, `J`). */
  text: string;
  /** `7`, `j`, `b8`: the key in the table. */
  key: string;
  /** The generation's years when known here; undefined for a model without generation data. */
  years?: Span;
  /** True when the model has generation data but not this generation (`Golf XII`). */
  unknown?: boolean;
}

const ORDINAL = /^(\d{1,2})(?:st|nd|rd|th|e|er|eme|ème|a|°|\.)?$/i;
const GEN_WORD = /^(?:gen|gen\.|generation|generación|generacion|génération|generazione|generazion|serie|série)$/i;

/**
 * Reads a generation from the leading words of the text after a model name. Returns the hint and
 * the words left after it, or null when the words do not start with a generation.
 */
export function readGeneration(makeName: string, modelName: string, text: string): { hint: GenerationHint; rest: string } | null {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return null;
  const table = GENERATIONS[nameKey(makeName)]?.[nameKey(modelName)];
  const hint = (consumed: number, key: string): { hint: GenerationHint; rest: string } => {
    const written = words.slice(0, consumed).join(' ');
    const years = table?.[key];
    const h: GenerationHint = { text: written, key };
    if (years) h.years = years;
    else if (table) h.unknown = true;
    return { hint: h, rest: words.slice(consumed).join(' ') };
  };
  const w0 = words[0]!.replace(/[()[\],]/g, '');
  const w1 = words[1]?.replace(/[()[\],]/g, '');

  // Mk7, Mk 7, Mk.VII, Mark 7
  let m = /^(?:mk|mark)\.?\s*(\d{1,2}|[ivx]{1,4})$/i.exec(w0);
  if (m) {
    const n = numeralValue(m[1]!);
    if (n !== null) return hint(1, String(n));
  }
  if (/^(?:mk|mark)\.?$/i.test(w0) && w1) {
    const n = numeralValue(w1);
    if (n !== null) return hint(2, String(n));
  }
  // 3rd gen, 3. Generation, Gen 3, Gen. III, 3e génération, 3a serie
  if (w1 && GEN_WORD.test(w1)) {
    m = ORDINAL.exec(w0);
    const n = m ? numeralValue(m[1]!) : numeralValue(w0);
    if (n !== null) return hint(2, String(n));
  }
  if (GEN_WORD.test(w0) && w1) {
    const n = numeralValue(w1);
    if (n !== null) return hint(2, String(n));
  }
  m = /^gen\.?(\d)$/i.exec(w0);
  if (m) return hint(1, m[1]!);
  // VII, 7 (one digit only: `Sierra 2500` is not a generation)
  if (/^(?:[ivx]{1,4}|\d)$/i.test(w0)) {
    const n = numeralValue(w0);
    if (n !== null) return hint(1, String(n));
  }
  // A code this model's table knows (`Astra J`, `A4 B8`, `MX-5 NC`, `A3 8P`).
  const code = w0.toLowerCase();
  if (table && /^[a-z]\d?$|^\d[a-z]$|^[a-z]{2}$|^[a-z]\d{2}$/.test(code) && table[code]) return hint(1, code);
  return null;
}

/** Years of the row outside the generation's years (one year either side is allowed). */
export function yearsOutsideGeneration(hint: GenerationHint, years: readonly number[]): number[] {
  if (!hint.years) return [];
  const [from, to] = hint.years;
  return years.filter((y) => y < from - 1 || y > to + 1);
}
