import type { PiesFileHeader, PiesPriceSheet, ReadPiesItem } from '../readers';
import type { Finding, PiesItem, Severity } from '../types';
import { checkPiesItem, codeLists, describeBrandCodeProblem, isGtinCheckDigitValid } from '../validate';
import {
  checkDescriptions,
  checkPackages,
  checkPrices,
  upper,
  type ItemFindingSink,
} from './pies-content-checks';
import type { ReferenceLookup } from './reference-lookup';

export interface PiesItemContext {
  file: string;
  header: () => PiesFileHeader | null;
  priceSheets: () => readonly PiesPriceSheet[];
  reference: ReferenceLookup | null;
}

/**
 * Everything checked on one PIES item: identity and repeats, segments, GTINs (format, check digit,
 * qualifier, reuse across items), descriptions, prices (type, currency — own, price sheet's or
 * header's —, amount, UOM, price sheet), packages (UOM, quantity, dimensions and weights with their
 * UOMs), interchange brands, and with reference data the part type. Brand code, item GTIN and
 * country go through the validator's `checkPiesItem`.
 */
export class PiesItemChecks {
  private readonly seenItems = new Map<string, number>();
  private readonly seenGtins = new Map<string, { part: string; line: number }>();

  constructor(
    private readonly ctx: PiesItemContext,
    private readonly emit: (f: Finding) => void,
  ) {}

  /** Returns the part type id when the item has a readable one (for statistics). */
  check(item: ReadPiesItem): number | undefined {
    const part = item.partNumber || '(no part number)';
    const add = (code: string, severity: Severity, message: string, line = item.line): void =>
      this.emit({
        code,
        severity,
        file: this.ctx.file,
        row: line,
        message: `Item ${part} (line ${item.line}): ${message}`,
      });

    const mt = upper(item.maintenanceType);
    if (!codeLists.MAINTENANCE_TYPES.has(mt))
      add(
        'PIES_MAINTENANCE_TYPE_INVALID',
        'error',
        `MaintenanceType ${item.maintenanceType ? `"${item.maintenanceType}"` : 'is missing; it'} must be A (add), C (change), D (delete) or N (no change).`,
      );
    if (!item.partNumber || !item.brandAaiaId) {
      const what = [!item.partNumber && 'PartNumber', !item.brandAaiaId && 'BrandAAIAID']
        .filter(Boolean)
        .join(' and ');
      add(
        'PIES_ITEM_FIELD_MISSING',
        'error',
        `no ${what}. An item is identified by brand + part number; it was left out of the other item checks.`,
      );
      return undefined;
    }
    const key = `${upper(item.brandAaiaId)}|${upper(item.partNumber)}`;
    const first = this.seenItems.get(key);
    if (first !== undefined)
      add(
        'PIES_ITEM_DUPLICATE',
        'error',
        `brand ${item.brandAaiaId} part ${item.partNumber} was already listed at line ${first}. Merge the two items into one.`,
      );
    else this.seenItems.set(key, item.line);

    let partTypeId: number | undefined;
    const ptText = item.partTerminologyId?.trim();
    if (ptText) {
      if (/^\d{1,9}$/.test(ptText)) partTypeId = Number(ptText);
      else
        add(
          'PIES_PARTTYPE_INVALID',
          'error',
          `PartTerminologyID "${ptText}" is not a number; use the PCdb PartTerminologyID.`,
        );
      const ref = this.ctx.reference;
      if (partTypeId !== undefined && ref?.hasPartType && !ref.hasPartType(partTypeId))
        add(
          'PIES_PARTTYPE_UNKNOWN',
          'error',
          `PartTerminologyID ${partTypeId} is not in ${ref.source}${ref.versionDate ? ` (${ref.versionDate})` : ''}. Use a part type from this PCdb release.`,
        );
    }

    // The validator's item checks cover brand code, part type presence, GTIN digits and country.
    const cto = item.extended.find((x) => upper(x.code) === 'CTO')?.value;
    const core: PiesItem = {
      row: item.line,
      partNumber: item.partNumber,
      brandAaiaId: item.brandAaiaId,
      ...(partTypeId !== undefined || ptText ? { partTerminologyId: partTypeId ?? 0 } : {}),
      // Only the digits are checked there; the qualifier is checked below.
      ...(item.gtin?.value ? { gtin: { qualifier: 'UP' as const, value: item.gtin.value } } : {}),
      ...(cto !== undefined ? { countryOfOrigin: cto } : {}),
      descriptions: [],
      prices: [],
      packages: [],
      interchange: [],
    };
    for (const f of checkPiesItem(core))
      this.emit({
        ...f,
        file: this.ctx.file,
        message: `Item ${part} (line ${item.line}): ${f.message.replace(/^Part [^:]*: /, '')}`,
      });
    if (item.subBrandAaiaId) {
      const p = describeBrandCodeProblem(item.subBrandAaiaId);
      if (p) add('BRAND_CODE_INVALID', 'error', `SubBrandAAIAID: ${p}.`);
    }

    if (item.gtin) this.checkItemGtin(item, add);
    if (mt !== 'D') {
      const missing = ['Descriptions', 'Prices', 'Packages'].filter((s) => !item.segments.includes(s));
      if (missing.length)
        add(
          'PIES_ITEM_SEGMENT_MISSING',
          'warning',
          `no ${missing.join(', no ')}. Receivers need descriptions to list a part, prices to sell it and packages to ship it.`,
        );
    }
    checkDescriptions(item, this.ctx.header()?.languageCode, add);
    checkPrices(item, this.ctx.priceSheets(), this.ctx.header()?.currencyCode, add);
    checkPackages(item, add);
    for (const x of item.interchange) {
      if (x.brandAaiaId) {
        const p = describeBrandCodeProblem(x.brandAaiaId);
        if (p)
          add(
            'PIES_INTERCHANGE_BRAND_INVALID',
            'error',
            `interchange for ${x.partNumbers.join(', ') || '(no number)'}: ${p}. Use the other brand's Auto Care code, or give only a BrandLabel.`,
            x.line,
          );
      } else if (!x.brandLabel) {
        add(
          'PIES_INTERCHANGE_BRAND_MISSING',
          'warning',
          `interchange ${x.partNumbers.join(', ') || '(no number)'} names no brand (neither BrandAAIAID nor BrandLabel); nobody can tell whose number it is.`,
          x.line,
        );
      }
    }
    return partTypeId;
  }

  private checkItemGtin(item: ReadPiesItem, add: ItemFindingSink): void {
    const g = item.gtin!;
    const q = upper(g.qualifier);
    if (!codeLists.GTIN_QUALIFIERS.has(q))
      add(
        'PIES_GTIN_QUALIFIER_INVALID',
        'error',
        `ItemLevelGTIN ${g.qualifier ? `has GTINQualifier "${g.qualifier}"` : 'has no GTINQualifier'}; use UP (UPC) or EN (EAN).`,
      );
    const v = g.value.trim();
    if (!/^\d{8}$|^\d{12,14}$/.test(v) || !isGtinCheckDigitValid(v)) return;
    const k = v.padStart(14, '0');
    const seen = this.seenGtins.get(k);
    if (seen && upper(seen.part) !== upper(item.partNumber))
      add(
        'PIES_GTIN_DUPLICATE',
        'error',
        `GTIN ${v} is also the GTIN of part ${seen.part} (line ${seen.line}). A GTIN names one product: give each item its own.`,
      );
    else if (!seen) this.seenGtins.set(k, { part: item.partNumber, line: item.line });
  }
}
