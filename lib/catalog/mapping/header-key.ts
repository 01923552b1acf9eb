/**
 * Folds a header (or a lexicon spelling) to a comparison key: camelCase split, "(s)" plurals
 * joined, "#"/"N°"/"Nº" read as "no", currency symbols as their codes, accents and case
 * dropped, punctuation to spaces. "Part #" → "part no"; "Référence OE" → "reference oe";
 * "BaseVehicleID" → "base vehicle id"; "Year(s)" → "years"; "Preis (€)" → "preis eur".
 */
export function headerKey(text: string): string {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .replace(/\((s|es|e|n|en|x)\)/gi, '$1')
    .replace(/\b[nN]\s*[°º]/g, ' no ')
    .replace(/[#№]/g, ' no ')
    .replace(/€/g, ' eur ')
    .replace(/\$/g, ' usd ')
    .replace(/£/g, ' gbp ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Words of a free-text cell, folded the same way (for language and vocabulary checks). */
export function valueWords(text: string): string[] {
  const folded = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss');
  return folded.split(/[^a-z]+/).filter((w) => w.length > 1);
}

/** Levenshtein distance, stopping early once it exceeds `max` (only 0/1/2 ever matter here). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] ?? max + 1;
}
