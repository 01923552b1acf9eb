import { say, type Said } from '../messages';

/**
 * Notes that say what a VCdb attribute, a Position or a Qdb qualifier should say. A receiver's
 * catalog filters vehicles by attributes; a fact hidden in free text never reaches that filter.
 * Each pattern names where the fact belongs.
 */
const PATTERNS: { re: RegExp; what: string; where: string; said: Said; whereSaid: Said }[] = [
  {
    re: /\b\d\.\d\s*L\b|\b\d{3,4}\s*cc\b|\b\d{2,3}\s*CID\b/i,
    what: 'an engine displacement',
    said: say('note.what.displacement'),
    where: 'the EngineBase attribute',
    whereSaid: say('note.where.attribute', { name: 'EngineBase' }),
  },
  {
    re: /\b(?:V|L|I)(?:4|5|6|8|10|12)\b|\b\d{1,2}[- ]?cyl(?:inder)?s?\b/i,
    what: 'an engine layout',
    said: say('note.what.engineLayout'),
    where: 'the EngineBase attribute',
    whereSaid: say('note.where.attribute', { name: 'EngineBase' }),
  },
  {
    re: /\b(?:4WD|AWD|FWD|RWD|2WD|4x4|4x2)\b/i,
    what: 'a drive type',
    said: say('note.what.driveType'),
    where: 'the DriveType attribute',
    whereSaid: say('note.where.attribute', { name: 'DriveType' }),
  },
  {
    re: /\b(?:sedan|coupe|hatchback|wagon|convertible|cab ?chassis|crew cab|extended cab|regular cab|minivan|SUV)\b/i,
    what: 'a body type',
    said: say('note.what.bodyType'),
    where: 'the BodyType or SubModel attribute',
    whereSaid: say('note.where.bodyType'),
  },
  {
    re: /\b[2-5][- ]?(?:door|dr)\b/i,
    what: 'a number of doors',
    said: say('note.what.doors'),
    where: 'the BodyNumDoors attribute',
    whereSaid: say('note.where.attribute', { name: 'BodyNumDoors' }),
  },
  {
    re: /\b(?:w\/o?|with|without)\s*(?:ABS|anti-?lock)\b|^\s*ABS\s*$/i,
    what: 'an ABS condition',
    said: say('note.what.abs'),
    where: 'the BrakeABS attribute',
    whereSaid: say('note.where.attribute', { name: 'BrakeABS' }),
  },
  {
    re: /\b(?:automatic|manual) trans(?:mission)?\b|\b[AM]\/T\b|\bCVT\b|\b\d[- ]speed\b/i,
    what: 'a transmission',
    said: say('note.what.transmission'),
    where: 'the Transmission attributes',
    whereSaid: say('note.where.transmission'),
  },
  {
    re: /\b(?:diesel|gasoline|flex[- ]fuel|CNG|LPG)\b/i,
    what: 'a fuel type',
    said: say('note.what.fuelType'),
    where: 'the FuelType attribute',
    whereSaid: say('note.where.attribute', { name: 'FuelType' }),
  },
  {
    re: /\b(?:turbo(?:charged)?|supercharged)\b/i,
    what: 'an aspiration',
    said: say('note.what.aspiration'),
    where: 'the Aspiration attribute',
    whereSaid: say('note.where.attribute', { name: 'Aspiration' }),
  },
  {
    re: /\bVIN\b/i,
    what: 'an engine VIN code',
    said: say('note.what.engineVin'),
    where: 'the EngineVIN attribute',
    whereSaid: say('note.where.attribute', { name: 'EngineVIN' }),
  },
  {
    re: /\b(?:\d{3}(?:\.\d)?\s*(?:in\.?|")?\s*(?:WB|wheelbase))\b/i,
    what: 'a wheelbase',
    said: say('note.what.wheelbase'),
    where: 'the WheelBase attribute',
    whereSaid: say('note.where.attribute', { name: 'WheelBase' }),
  },
  {
    re: /\b\d(?:\.\d)?\s*(?:ft|')\.?\s*bed\b/i,
    what: 'a bed length',
    said: say('note.what.bedLength'),
    where: 'the BedLength attribute',
    whereSaid: say('note.where.attribute', { name: 'BedLength' }),
  },
  {
    re: /^\s*(?:front|rear|left|right|upper|lower|inner|outer|driver(?:'s)? side|passenger(?:'s)? side|(?:front|rear)\s+(?:left|right)|(?:left|right)\s+(?:front|rear))\s*\.?\s*$/i,
    what: 'a position',
    said: say('note.what.position'),
    where: 'the Position element',
    whereSaid: say('note.where.position'),
  },
  {
    re: /\b(?:built|produced|prod(?:uction)?\.?)\s*(?:before|after|from|thru|through|up to)\b|\b(?:before|after|from|thru)\s+\d{1,2}\/\d{2,4}\b/i,
    what: 'a production-date condition',
    said: say('note.what.productionDate'),
    where: 'a Qdb qualifier (production date)',
    whereSaid: say('note.where.productionDate'),
  },
  {
    re: /\b(?:w\/o?|with|without)\s+\w+/i,
    what: 'an equipment condition',
    said: say('note.what.equipment'),
    where: 'a Qdb qualifier (or the matching VCdb attribute)',
    whereSaid: say('note.where.equipment'),
  },
];

export interface NoteVerdict {
  what: string;
  where: string;
  /** The two as catalogue texts (`note.what.*`, `note.where.*`). */
  said: { what: Said; where: Said };
}

/** Why a note looks like structured data, or null when it reads like a genuine note. */
export function judgeNote(note: string): NoteVerdict | null {
  const text = note.trim();
  if (text === '') return null;
  for (const p of PATTERNS)
    if (p.re.test(text)) return { what: p.what, where: p.where, said: { what: p.said, where: p.whereSaid } };
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
