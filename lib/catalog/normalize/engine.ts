/**
 * Engine text (`2.0L L4`, `3.5 V6`, `1.6 TDI`, `1598 ccm 4 Zyl.`) → what it says about the engine:
 * displacement, cylinders, block, fuel, aspiration. Words it cannot read are kept, because an engine
 * code or power rating the VCdb's EngineBase does not carry narrows the fitment: such rows are flagged.
 */

import type { EngineBase, EngineOption } from '@/lib/catalog/reference';

export type Fuel = 'DIESEL' | 'GAS' | 'HYBRID' | 'ELECTRIC';
export type Aspiration = 'TURBO' | 'SUPER' | 'NATURAL';

export interface EngineSpec {
  liter?: number;
  cc?: number;
  cylinders?: number;
  /** L (inline), V, H (flat), W */
  block?: string;
  fuel?: Fuel;
  aspiration?: Aspiration;
  /** Words not understood. */
  extra: string[];
}

const LITER = /(?<![\d.])(\d{1,2}[.,]\d{1,2})\s*(?:l|ltr|lt|liter|litre|litro|litri|litres|litros)?(?![\d.,])/;
const WHOLE_LITER = /(?<![\d.])(\d{1,2})\s*(?:l|ltr|liter|litre)\b/;
const CC = /(?<![\d.])(\d{3,4})\s*(?:cc|ccm|cm3|cm³|cm\^3)(?![a-z])/;
const BLOCK = /\b([livhw])\s?-?(\d{1,2})\b/;
const NAMED_BLOCK = /\b(inline|straight|flat|boxer)[\s-]?(\d{1,2})?\b/;
const CYLINDERS = /\b(\d{1,2})\s*-?\s*(?:cyl|cyl\.|cylinder|cylinders|zyl|zyl\.|zylinder|cil|cilindros|cilindri|cylindres)(?![a-z])/;

const FUEL_WORDS = new Map<string, [Fuel | null, Aspiration | null]>([
  ...['diesel', 'gasoil', 'gazole', 'gasoleo', 'gasolio', 'd'].map((w) => [w, ['DIESEL', null]] as [string, [Fuel, null]]),
  ...['tdi', 'cdi', 'crdi', 'hdi', 'bluehdi', 'dci', 'jtd', 'jtdm', 'tdci', 'd4d', 'crd', 'td', 'sdi', 'multijet', 'mjet', 'ecoblue', 'bluetec', 'tdv6', 'tdv8', 'ecodiesel', 'duramax', 'powerstroke', 'cummins'].map(
    (w) => [w, ['DIESEL', 'TURBO']] as [string, [Fuel, Aspiration]],
  ),
  ...['petrol', 'gasoline', 'gas', 'benzin', 'benziner', 'essence', 'gasolina', 'benzina', 'otto', 'mpi', 'vvt'].map(
    (w) => [w, ['GAS', null]] as [string, [Fuel, null]],
  ),
  ...['tsi', 'tfsi', 'tce', 'ecoboost', 'thp', 'tgdi', 'mairjet', 'puretech'].map((w) => [w, ['GAS', 'TURBO']] as [string, [Fuel, Aspiration]]),
  ...['turbo', 't', 'turbocharged', 'biturbo', 'twinturbo'].map((w) => [w, [null, 'TURBO']] as [string, [null, Aspiration]]),
  ...['supercharged', 'kompressor', 'compressor', 'sc'].map((w) => [w, [null, 'SUPER']] as [string, [null, Aspiration]]),
  ...['hybrid', 'hev', 'phev', 'hybride', 'hibrido', 'ibrido'].map((w) => [w, ['HYBRID', null]] as [string, [Fuel, null]]),
  ...['electric', 'ev', 'bev', 'elektro', 'electrique', 'electrico', 'elettrico', 'elettrica'].map((w) => [w, ['ELECTRIC', null]] as [string, [Fuel, null]]),
]);
const FILLER = new Set(['engine', 'motor', 'moteur', 'motore', 'l', 'liter', 'litre', 'cyl', 'eng', 'with', 'mit', 'avec', 'con']);

function strip(text: string, re: RegExp): [string, RegExpExecArray | null] {
  const m = re.exec(text);
  return m ? [text.slice(0, m.index) + ' ' + text.slice(m.index + m[0].length), m] : [text, null];
}

/** Reads engine text; null when nothing in it describes an engine. */
export function parseEngine(text: string): EngineSpec | null {
  let s = ` ${text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')} `;
  const spec: EngineSpec = { extra: [] };
  let m: RegExpExecArray | null;
  [s, m] = strip(s, CC);
  if (m) spec.cc = Number(m[1]);
  [s, m] = strip(s, LITER);
  if (m) spec.liter = Number(m[1]!.replace(',', '.'));
  else {
    [s, m] = strip(s, WHOLE_LITER);
    if (m) spec.liter = Number(m[1]);
  }
  [s, m] = strip(s, BLOCK);
  if (m) {
    spec.block = m[1] === 'i' ? 'L' : m[1]!.toUpperCase();
    spec.cylinders = Number(m[2]);
  } else {
    [s, m] = strip(s, NAMED_BLOCK);
    if (m) {
      spec.block = m[1] === 'flat' || m[1] === 'boxer' ? 'H' : 'L';
      if (m[2]) spec.cylinders = Number(m[2]);
    }
  }
  [s, m] = strip(s, CYLINDERS);
  if (m) spec.cylinders = Number(m[1]);
  for (const word of s.split(/[\s/,;()+-]+/)) {
    if (!word) continue;
    const fuel = FUEL_WORDS.get(word);
    if (fuel) {
      if (fuel[0]) spec.fuel = fuel[0];
      if (fuel[1]) spec.aspiration = fuel[1];
    } else if (!FILLER.has(word)) spec.extra.push(word);
  }
  const described =
    spec.liter !== undefined || spec.cc !== undefined || spec.cylinders !== undefined || spec.fuel !== undefined;
  return described ? spec : null;
}

function fuelOf(name: string | undefined): Fuel | undefined {
  if (!name) return undefined;
  const n = name.toUpperCase();
  if (n.includes('HYBRID')) return 'HYBRID';
  if (n.includes('ELECTRIC')) return 'ELECTRIC';
  if (n.includes('DIESEL')) return 'DIESEL';
  if (n.includes('GAS') || n.includes('PETROL') || n.includes('FLEX')) return 'GAS';
  return undefined;
}

function aspirationOf(name: string | undefined): Aspiration | undefined {
  if (!name) return undefined;
  const n = name.toUpperCase();
  if (n.includes('TURBO')) return 'TURBO';
  if (n.includes('SUPER')) return 'SUPER';
  if (n.includes('NATURAL') || n === 'N/A') return 'NATURAL';
  return undefined;
}

/** Whether an engine the VCdb offers fits what the text says (unknown VCdb values do not exclude). */
export function engineMatches(spec: EngineSpec, base: EngineBase | undefined, option: EngineOption): boolean {
  if (!base) return false;
  if (spec.liter !== undefined) {
    if (base.liter === undefined) {
      if (base.cc === undefined || Math.abs(base.cc / 1000 - spec.liter) > 0.06) return false;
    } else if (Math.abs(base.liter - spec.liter) > 0.051) return false;
  }
  if (spec.cc !== undefined) {
    const cc = base.cc ?? (base.liter !== undefined ? base.liter * 1000 : undefined);
    if (cc === undefined || Math.abs(cc - spec.cc) / spec.cc > 0.03) return false;
  }
  if (spec.cylinders !== undefined && base.cylinders !== undefined && base.cylinders !== spec.cylinders) return false;
  if (spec.block !== undefined && base.blockType !== undefined) {
    const block = base.blockType === 'I' ? 'L' : base.blockType;
    if (block !== spec.block) return false;
  }
  if (spec.fuel !== undefined) {
    const fuel = fuelOf(option.fuel);
    if (fuel !== undefined && fuel !== spec.fuel) return false;
  }
  if (spec.aspiration !== undefined) {
    const asp = aspirationOf(option.aspiration);
    if (asp !== undefined && asp !== spec.aspiration) return false;
  }
  return true;
}

/** Short text for an engine base in messages: `2.0L L4`. */
export function describeEngine(base: EngineBase | undefined, option?: EngineOption): string {
  if (!base) return 'unknown engine';
  const size = base.liter !== undefined ? `${Number.isInteger(base.liter) ? base.liter.toFixed(1) : base.liter}L` : base.cc !== undefined ? `${base.cc}cc` : '';
  const block = base.blockType && base.cylinders ? ` ${base.blockType}${base.cylinders}` : '';
  const fuel = option?.fuel ? ` ${option.fuel.toLowerCase()}` : '';
  return `${size}${block}${fuel}`.trim() || `EngineBase ${base.id}`;
}
