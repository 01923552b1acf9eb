import { say } from '../../messages';
import { isValidBrandCode } from '../../validate';
import type { PiesItem, PiesItemDetails } from '../../types';
import type { SheetRow } from './cells';

/**
 * One Items row as a PIES item without its segments: identity (part number, brand, part type,
 * GTIN) and the item-level elements. The brand is the row's BrandAAIAID; the run's brand only
 * when the row gives none (or one that is no brand code). Undefined when the row has no usable
 * part number (a finding says so).
 */
export function readItemRow(r: SheetRow, runBrand: string): PiesItem | undefined {
  const partNumber = r.text('PartNumber', 1, 48);
  if (!partNumber) {
    r.note('PIES_WORKBOOK_ITEM_REJECTED', 'error', 'PIES_WORKBOOK_ITEM_REJECTED', {}, 'PartNumber');
    return undefined;
  }
  const brandCell = r.get('BrandAAIAID')?.toUpperCase();
  let brand = runBrand;
  if (brandCell !== undefined) {
    if (isValidBrandCode(brandCell)) brand = brandCell;
    else r.drop('BrandAAIAID', brandCell, say('pies.why.brand', { brand: runBrand }));
  }
  const item: PiesItem = { row: r.row, partNumber, brandAaiaId: brand, descriptions: [], prices: [], packages: [], interchange: [] };

  const pt = r.count('PartTerminologyID', 99_999);
  if (pt !== undefined) item.partTerminologyId = pt;
  const gtin = r.get('ItemLevelGTIN');
  if (gtin !== undefined) {
    const q = r.get('GTINQualifier')?.toUpperCase() ?? 'UP';
    if (!/^\d{8,14}$/.test(gtin)) r.drop('ItemLevelGTIN', gtin, say('pies.why.gtinDigits'));
    else if (q !== 'UP' && q !== 'EN') r.drop('GTINQualifier', q, say('pies.why.gtinQualifier'));
    else item.gtin = { qualifier: q, value: gtin };
  }

  const d: PiesItemDetails = {};
  const set = <K extends keyof PiesItemDetails>(k: K, v: PiesItemDetails[K] | undefined): void => {
    if (v !== undefined) d[k] = v;
  };
  set('hazardousMaterialCode', r.yesNo('HazardousMaterialCode'));
  set('baseItemId', r.text('BaseItemID', 1, 48));
  set('brandLabel', r.text('BrandLabel', 1, 60));
  set('subBrandAaiaId', r.code('SubBrandAAIAID', 4));
  set('subBrandLabel', r.text('SubBrandLabel', 1, 60));
  set('vmrsBrandId', r.text('VMRSBrandID', 5, 5));
  set('acesApplications', r.yesNo('ACESApplications'));
  const size = r.positive('ItemQuantitySize', 8);
  if (size !== undefined) {
    const uom = r.code('ItemQuantitySizeUOM', 2);
    d.itemQuantitySize = { value: size, ...(uom ? { uom } : {}) };
  }
  set('containerType', r.code('ContainerType', 2));
  const qpa = r.text('QuantityPerApplication', 1, 2000);
  if (qpa !== undefined) {
    const uom = r.code('QuantityPerApplicationUOM', 2);
    const qualifier = r.code('QuantityPerApplicationQualifier', 3);
    if (uom) d.quantityPerApplication = { value: qpa, uom, ...(qualifier ? { qualifier } : {}) };
    else r.drop('QuantityPerApplication', qpa, say('pies.why.noUom', { uom: 'QuantityPerApplicationUOM' }));
  }
  set('itemEffectiveDate', r.date('ItemEffectiveDate'));
  set('availableDate', r.date('AvailableDate'));
  const moq = r.count('MinimumOrderQuantity', 99_999_999);
  if (moq !== undefined) {
    const uom = r.code('MinimumOrderQuantityUOM', 2);
    if (uom) d.minimumOrderQuantity = { value: moq, uom };
    else r.drop('MinimumOrderQuantity', String(moq), say('pies.why.noUom', { uom: 'MinimumOrderQuantityUOM' }));
  }
  const group = r.text('ManufacturerProductCodeGroup', 1, 10);
  const subGroup = r.text('ManufacturerProductCodeSubGroup', 1, 10);
  if (group !== undefined || subGroup !== undefined) d.manufacturerProductCodes = { ...(group ? { group } : {}), ...(subGroup ? { subGroup } : {}) };
  set('aaiaProductCategoryCode', r.text('AAIAProductCategoryCode', 6, 6));
  set('unspsc', r.text('UNSPSC', 8, 10));
  set('vmrsCode', r.text('VMRSCode', 9, 9));
  if (Object.keys(d).length > 0) item.details = d;
  return item;
}
