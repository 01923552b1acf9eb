/**
 * A brand's parts: part numbers in the brand's own format, each with one part type, one position
 * (or none), the quantity a cataloguer would state per vehicle, and product data (price, weight,
 * dimensions, EAN, OE number).
 */
import type { Rng } from './prng';
import { allowedPositions, type RefIndex } from './reference-index';

export interface PartDef {
  number: string;
  partTypeId: number;
  ptName: string;
  positionId: number | null;
  posName: string | null;
  /** Per vehicle, as a cataloguer states it. */
  qty: number;
  /** Sold as a set (pads, shoes, kits): unit words say "set"/"Satz"/"jeu". */
  isSet: boolean;
  priceCents: number;
  weightGrams: number;
  /** Package length, width, height in mm. */
  dimsMm: [number, number, number];
  ean: string;
  oe: string;
  /** Picks the part's description words, so every row of the part says the same. */
  descriptionSeed: number;
}

const SET_TYPES = new Set(['Disc Brake Pad Set', 'Drum Brake Shoe', 'Engine Timing Belt Kit', 'Clutch Kit']);
/** Parts usually stated per axle (two per vehicle) when the position is an axle, one per corner. */
const PER_AXLE = new Set([
  'Disc Brake Rotor',
  'Brake Drum',
  'Suspension Shock Absorber',
  'Suspension Strut Assembly',
  'Coil Spring',
  'Suspension Stabilizer Bar Link',
  'Wheel Bearing and Hub Assembly',
  'Wheel Bearing',
]);
const EXPENSIVE = new Set(['Catalytic Converter', 'Alternator', 'Starter Motor', 'Radiator', 'Clutch Kit', 'Suspension Strut Assembly', 'CV Axle Assembly', 'Brake Master Cylinder', 'Disc Brake Caliper']);

/** The quantity per vehicle a cataloguer would state for this part. */
function naturalQty(ptName: string, posName: string | null, rng: Rng): number {
  if (PER_AXLE.has(ptName)) return posName === 'Front' || posName === 'Rear' ? 2 : 1;
  switch (ptName) {
    case 'Spark Plug':
      return rng.pick([4, 4, 4, 6, 6, 8]);
    case 'Ignition Coil':
      return rng.pick([1, 4, 4, 6]);
    case 'Diesel Glow Plug':
      return rng.pick([4, 4, 6]);
    case 'Fuel Injector':
      return rng.pick([4, 4, 6]);
    case 'Headlight Bulb':
    case 'Tail Light Bulb':
      return posName === null ? 2 : 1;
    case 'Disc Brake Pad Wear Sensor':
      return rng.pick([1, 1, 2]);
    default:
      return 1;
  }
}

/** EAN-13 with a valid check digit. */
export function ean13(prefix: string, rng: Rng): string {
  let digits = prefix;
  while (digits.length < 12) digits += String(rng.int(0, 9));
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return digits + String((10 - (sum % 10)) % 10);
}

function fill(pattern: string, rng: Rng): string {
  return pattern.replace(/[9A]/g, (c) => (c === '9' ? String(rng.int(0, 9)) : String.fromCharCode(65 + rng.int(0, 25))));
}

/** OE numbers as carmakers write them (VW, BMW, Mercedes, Renault, Ford styles). */
const OE_PATTERNS = ['9A9 999 999 A', '99 99 9 999 999', 'A 999 999 99 99', '99 99 999 999', '9999999', 'AA9A-9999-AA', '99999-AAA-A99'];

/** Part-number formats brands use; one per catalog. */
const NUMBER_FORMATS = ['{P}99999', '{P}-9999', '99.9999', '999 999', '{P}9999A', '9999-99', '{P}.999.99'];

export function makeParts(index: RefIndex, ptNames: readonly string[], count: number, prefix: string, rng: Rng, eanPrefix: string): PartDef[] {
  const format = rng.pick(NUMBER_FORMATS).replace('{P}', prefix);
  const seen = new Set<string>();
  const parts: PartDef[] = [];
  for (let i = 0; i < count; i++) {
    const ptName = ptNames[i % ptNames.length] as string;
    const partTypeId = index.partTypeId.get(ptName);
    if (partTypeId === undefined) throw new Error(`no part type ${ptName}`);
    const positions = allowedPositions(index, partTypeId);
    if (positions.length === 0) continue;
    const positionId = rng.pick(positions);
    const posName = positionId === null ? null : (index.positionName.get(positionId) ?? null);
    let number = fill(format, rng);
    for (let tries = 0; seen.has(number) && tries < 50; tries++) number = fill(format, rng);
    if (seen.has(number)) continue;
    seen.add(number);
    const expensive = EXPENSIVE.has(ptName);
    parts.push({
      number,
      partTypeId,
      ptName,
      positionId,
      posName,
      qty: naturalQty(ptName, posName, rng),
      isSet: SET_TYPES.has(ptName),
      priceCents: expensive ? rng.int(8000, 160000) : rng.int(350, 15000),
      weightGrams: rng.int(40, expensive ? 14000 : 4000),
      dimsMm: [rng.int(40, 600), rng.int(30, 400), rng.int(10, 300)],
      ean: ean13(eanPrefix, rng),
      oe: fill(rng.pick(OE_PATTERNS), rng),
      descriptionSeed: rng.int(0, 1000),
    });
  }
  return parts;
}
