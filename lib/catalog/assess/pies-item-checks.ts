import { isSaid, say, type Said } from '../messages';
import type { PiesFileHeader, PiesPriceSheet, ReadPiesItem } from '../readers';
import { referenceLabel } from '../reference';
import type { PiesItem, Severity } from '../types';
import { brandCodeProblem, checkPiesItem, codeLists, isGtinCheckDigitValid } from '../validate';
import type { Emit } from './emit';
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
    private readonly emit: Emit,
  ) {}

  /** Returns the part type id when the item has a readable one (for statistics). */
  check(item: ReadPiesItem): number | undefined {
    const part = item.partNumber || say('pies.noPartNumber');
    const itemSaid = (message: Said): Said => say('finding.item', { part, line: String(item.line), message });
    const add = (code: string, severity: Severity, message: Said, line = item.line): void =>
      this.emit(code, severity, () => itemSaid(message), line);

    const mt = upper(item.maintenanceType);
    if (!codeLists.MAINTENANCE_TYPES.has(mt))
      add(
        'PIES_MAINTENANCE_TYPE_INVALID',
        'error',
        item.maintenanceType
          ? say('PIES_MAINTENANCE_TYPE_INVALID', { value: item.maintenanceType })
          : say('PIES_MAINTENANCE_TYPE_INVALID.missing'),
      );
    if (!item.partNumber || !item.brandAaiaId) {
      const what =
        !item.partNumber && !item.brandAaiaId
          ? say('pies.partAndBrand')
          : item.partNumber
            ? 'BrandAAIAID'
            : 'PartNumber';
      add('PIES_ITEM_FIELD_MISSING', 'error', say('PIES_ITEM_FIELD_MISSING', { what }));
      return undefined;
    }
    const key = `${upper(item.brandAaiaId)}|${upper(item.partNumber)}`;
    const first = this.seenItems.get(key);
    if (first !== undefined)
      add(
        'PIES_ITEM_DUPLICATE',
        'error',
        say('PIES_ITEM_DUPLICATE', { brand: item.brandAaiaId, part: item.partNumber, line: String(first) }),
      );
    else this.seenItems.set(key, item.line);

    let partTypeId: number | undefined;
    const ptText = item.partTerminologyId?.trim();
    if (ptText) {
      if (/^\d{1,9}$/.test(ptText)) partTypeId = Number(ptText);
      else add('PIES_PARTTYPE_INVALID', 'error', say('PIES_PARTTYPE_INVALID', { value: ptText }));
      const ref = this.ctx.reference;
      if (partTypeId !== undefined && ref?.hasPartType && !ref.hasPartType(partTypeId))
        add(
          'PIES_PARTTYPE_UNKNOWN',
          'error',
          say('PIES_PARTTYPE_UNKNOWN', {
            id: String(partTypeId),
            source: referenceLabel(ref),
          }),
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
    // Said there as "Part X: …"; here the same text after "Item X (line N): ".
    for (const f of checkPiesItem(core)) {
      const inner = f.params?.message;
      if (isSaid(inner)) this.emit(f.code, f.severity, () => itemSaid(inner), f.row);
    }
    if (item.subBrandAaiaId) {
      const p = brandCodeProblem(item.subBrandAaiaId);
      if (p) add('BRAND_CODE_INVALID', 'error', say('BRAND_CODE_INVALID.subBrand', { problem: p }));
    }

    if (item.gtin) this.checkItemGtin(item, add);
    if (mt !== 'D') {
      const [a, b, c] = ['Descriptions', 'Prices', 'Packages'].filter((s) => !item.segments.includes(s));
      if (a)
        add(
          'PIES_ITEM_SEGMENT_MISSING',
          'warning',
          c
            ? say('PIES_ITEM_SEGMENT_MISSING.three', { a, b: b!, c })
            : b
              ? say('PIES_ITEM_SEGMENT_MISSING.two', { a, b })
              : say('PIES_ITEM_SEGMENT_MISSING', { a }),
        );
    }
    checkDescriptions(item, this.ctx.header()?.languageCode, add);
    checkPrices(item, this.ctx.priceSheets(), this.ctx.header()?.currencyCode, add);
    checkPackages(item, add);
    for (const x of item.interchange) {
      if (x.brandAaiaId) {
        const p = brandCodeProblem(x.brandAaiaId);
        if (p)
          add(
            'PIES_INTERCHANGE_BRAND_INVALID',
            'error',
            say('PIES_INTERCHANGE_BRAND_INVALID', {
              numbers: x.partNumbers.join(', ') || say('pies.noNumber'),
              problem: p,
            }),
            x.line,
          );
      } else if (!x.brandLabel) {
        add(
          'PIES_INTERCHANGE_BRAND_MISSING',
          'warning',
          say('PIES_INTERCHANGE_BRAND_MISSING', {
            numbers: x.partNumbers.join(', ') || say('pies.noNumber'),
          }),
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
        g.qualifier
          ? say('PIES_GTIN_QUALIFIER_INVALID', { value: g.qualifier })
          : say('PIES_GTIN_QUALIFIER_INVALID.missing'),
      );
    const v = g.value.trim();
    if (!/^\d{8}$|^\d{12,14}$/.test(v) || !isGtinCheckDigitValid(v)) return;
    const k = v.padStart(14, '0');
    const seen = this.seenGtins.get(k);
    if (seen && upper(seen.part) !== upper(item.partNumber))
      add(
        'PIES_GTIN_DUPLICATE',
        'error',
        say('PIES_GTIN_DUPLICATE', { gtin: v, part: seen.part, line: String(seen.line) }),
      );
    else if (!seen) this.seenGtins.set(k, { part: item.partNumber, line: item.line });
  }
}
