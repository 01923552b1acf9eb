/**
 * Notes that say what a VCdb attribute, a Position or a Qdb qualifier should say. A receiver's
 * catalog filters vehicles by attributes; a fact hidden in free text never reaches that filter.
 * Each pattern names where the fact belongs.
 */
const PATTERNS: { re: RegExp; what: string; where: string }[] = [
  {
    re: /\b\d\.\d\s*L\b|\b\d{3,4}\s*cc\b|\b\d{2,3}\s*CID\b/i,
    what: 'an engine displacement',
    where: 'the EngineBase attribute',
  },
  {
    re: /\b(?:V|L|I)(?:4|5|6|8|10|12)\b|\b\d{1,2}[- ]?cyl(?:inder)?s?\b/i,
    what: 'an engine layout',
    where: 'the EngineBase attribute',
  },
  { re: /\b(?:4WD|AWD|FWD|RWD|2WD|4x4|4x2)\b/i, what: 'a drive type', where: 'the DriveType attribute' },
  {
    re: /\b(?:sedan|coupe|hatchback|wagon|convertible|cab ?chassis|crew cab|extended cab|regular cab|minivan|SUV)\b/i,
    what: 'a body type',
    where: 'the BodyType or SubModel attribute',
  },
  { re: /\b[2-5][- ]?(?:door|dr)\b/i, what: 'a number of doors', where: 'the BodyNumDoors attribute' },
  {
    re: /\b(?:w\/o?|with|without)\s*(?:ABS|anti-?lock)\b|^\s*ABS\s*$/i,
    what: 'an ABS condition',
    where: 'the BrakeABS attribute',
  },
  {
    re: /\b(?:automatic|manual) trans(?:mission)?\b|\b[AM]\/T\b|\bCVT\b|\b\d[- ]speed\b/i,
    what: 'a transmission',
    where: 'the Transmission attributes',
  },
  {
    re: /\b(?:diesel|gasoline|flex[- ]fuel|CNG|LPG)\b/i,
    what: 'a fuel type',
    where: 'the FuelType attribute',
  },
  { re: /\b(?:turbo(?:charged)?|supercharged)\b/i, what: 'an aspiration', where: 'the Aspiration attribute' },
  { re: /\bVIN\b/i, what: 'an engine VIN code', where: 'the EngineVIN attribute' },
  {
    re: /\b(?:\d{3}(?:\.\d)?\s*(?:in\.?|")?\s*(?:WB|wheelbase))\b/i,
    what: 'a wheelbase',
    where: 'the WheelBase attribute',
  },
  { re: /\b\d(?:\.\d)?\s*(?:ft|')\.?\s*bed\b/i, what: 'a bed length', where: 'the BedLength attribute' },
  {
    re: /^\s*(?:front|rear|left|right|upper|lower|inner|outer|driver(?:'s)? side|passenger(?:'s)? side|(?:front|rear)\s+(?:left|right)|(?:left|right)\s+(?:front|rear))\s*\.?\s*$/i,
    what: 'a position',
    where: 'the Position element',
  },
  {
    re: /\b(?:built|produced|prod(?:uction)?\.?)\s*(?:before|after|from|thru|through|up to)\b|\b(?:before|after|from|thru)\s+\d{1,2}\/\d{2,4}\b/i,
    what: 'a production-date condition',
    where: 'a Qdb qualifier (production date)',
  },
  {
    re: /\b(?:w\/o?|with|without)\s+\w+/i,
    what: 'an equipment condition',
    where: 'a Qdb qualifier (or the matching VCdb attribute)',
  },
];

export interface NoteVerdict {
  what: string;
  where: string;
}

/** Why a note looks like structured data, or null when it reads like a genuine note. */
export function judgeNote(note: string): NoteVerdict | null {
  const text = note.trim();
  if (text === '') return null;
  for (const p of PATTERNS) if (p.re.test(text)) return { what: p.what, where: p.where };
  return null;
}

/** Catalogs repeat a few hundred note texts over a million apps: judge each text once. */
export class NoteJudge {
  private readonly cache = new Map<string, NoteVerdict | null>();

  constructor(private readonly maxCached = 50_000) {}

  judge(note: string): NoteVerdict | null {
    const hit = this.cache.get(note);
    if (hit !== undefined) return hit;
    const verdict = judgeNote(note);
    if (this.cache.size < this.maxCached) this.cache.set(note, verdict);
    return verdict;
  }
}
