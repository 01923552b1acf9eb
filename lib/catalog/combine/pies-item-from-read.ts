import type { ReadPiesItem } from '../readers';
import type { PiesItem, PiesPackage } from '../types';

const num = (text: string | null | undefined): number | undefined => {
  if (text === null || text === undefined || text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
};

/**
 * A read `<Item>` back in the writer's shape, so items of several files can be merged by part
 * number and written again. Only what the PIES writer writes is carried (what the engine's own
 * files hold); a value that does not parse is left out, and the writer reports what it drops.
 */
export function piesItemFromRead(item: ReadPiesItem, row: number): PiesItem {
  const partTypeId = num(item.partTerminologyId);
  const out: PiesItem = {
    row,
    partNumber: item.partNumber,
    brandAaiaId: item.brandAaiaId,
    ...(partTypeId !== undefined && Number.isSafeInteger(partTypeId) ? { partTerminologyId: partTypeId } : {}),
    descriptions: item.descriptions.map((d) => ({ code: d.code ?? '', languageCode: d.languageCode ?? '', text: d.text })),
    prices: item.prices.flatMap((p) => {
      const amount = num(p.amount);
      return amount === undefined ? [] : [{ type: p.type ?? '', currency: p.currency ?? '', amount, uom: p.uom ?? '' }];
    }),
    packages: item.packages.flatMap((p): PiesPackage[] => {
      const eaches = num(p.quantityOfEaches);
      if (eaches === undefined) return [];
      const pkg: PiesPackage = { uom: p.uom ?? '', quantityOfEaches: eaches };
      const d = p.dimensions;
      if (d) {
        const [height, width, length] = [num(d.height), num(d.width), num(d.length)];
        pkg.dimensions = { uom: d.uom ?? '', ...(height !== undefined ? { height } : {}), ...(width !== undefined ? { width } : {}), ...(length !== undefined ? { length } : {}) };
      }
      const weight = num(p.weight?.value);
      if (p.weight && weight !== undefined) pkg.weight = { uom: p.weight.uom ?? '', value: weight };
      return [pkg];
    }),
    interchange: item.interchange.flatMap((x) => x.partNumbers.map((partNumber) => (x.brandLabel ? { brandLabel: x.brandLabel, partNumber } : { partNumber }))),
  };
  const cto = item.extended.find((x) => x.code === 'CTO')?.value;
  if (cto) out.countryOfOrigin = cto;
  if (item.gtin && (item.gtin.qualifier === 'EN' || item.gtin.qualifier === 'UP')) out.gtin = { qualifier: item.gtin.qualifier, value: item.gtin.value };
  return out;
}
