import { PIES_LEGACY_NAMESPACE, PIES_NAMESPACE } from '../pies';
import type { Finding } from '../types';
import type {
  PiesFileHeader,
  PiesPriceSheet,
  PiesReadInterchange,
  PiesReadPackage,
  PiesReadPrice,
  PiesTrailer,
  ReadPiesItem,
} from './pies-types';
import { StopReading, type XmlElementHandler } from './xml-handler';
import { findingOf, say } from '../messages';

/** Item children read for their text (8.0 names beside the 6.x/7.x ones). */
const ITEM_TEXT = new Set([
  'ItemLevelGTIN',
  'PartNumber',
  'BrandAAIAID',
  'BrandID',
  'SubBrandAAIAID',
  'SubBrandID',
  'BrandLabel',
  'PartTerminologyID',
  'ACESApplications',
]);
const ITEM_SEGMENTS = new Set([
  'Descriptions',
  'Prices',
  'ExtendedInformation',
  'ProductAttributes',
  'Packages',
  'Kits',
  'PartInterchangeInfo',
  'DigitalAssets',
]);
const DIMENSIONS = new Set([
  'MerchandisingHeight',
  'MerchandisingWidth',
  'MerchandisingLength',
  'ShippingHeight',
  'ShippingWidth',
  'ShippingLength',
]);

const attr = (a: Record<string, string>, name: string): string | null => {
  const v = a[name];
  return v === undefined ? null : v.trim();
};

/**
 * Turns the elements of a PIES document into a header, price sheets, items and a trailer. Only the
 * parts the checks use are kept; marketing copy, digital assets, kits and attributes are skipped
 * (their `Description` and `PartNumber` elements are not the item's).
 */
export class PiesDocument implements XmlElementHandler {
  namespace: string | null = null;
  header: PiesFileHeader | null = null;
  priceSheets: PiesPriceSheet[] = [];
  trailer: PiesTrailer | null = null;
  itemCount = 0;
  /** Top-level sections present (Header, Items, Trailer, …). */
  readonly sections = new Set<string>();
  pending: ReadPiesItem[] = [];

  private readonly stack: string[] = [];
  private buffer = '';
  private capturing = false;
  private item: ReadPiesItem | null = null;
  private sheet: PiesPriceSheet | null = null;
  private price: PiesReadPrice | null = null;
  private pkg: PiesReadPackage | null = null;
  private ix: PiesReadInterchange | null = null;
  private dims: Record<string, string> = {};
  private line = 0;

  constructor(
    private readonly file: string,
    private readonly report: (f: Finding) => void,
  ) {}

  take(): ReadPiesItem[] {
    const out = this.pending;
    this.pending = [];
    return out;
  }

  open(name: string, a: Record<string, string>, line: number): void {
    const depth = this.stack.length;
    const parent = this.stack[depth - 1];
    this.stack.push(name);
    this.line = line;
    if (depth === 0) return this.openRoot(name, a);
    if (name === 'Item' && (depth !== 2 || this.stack[1] !== 'Items')) return this.reportMisplacedItem(parent, line);
    if (depth === 1) {
      this.sections.add(name);
      if (name === 'Header') this.header = { line, fields: {} };
      else if (name === 'Trailer') this.trailer = { itemCount: null, transactionDate: null, line };
      return;
    }
    const section = this.stack[1];
    if (section === 'Header' || section === 'Trailer') {
      if (depth === 2) this.capture();
      return;
    }
    if (section === 'PriceSheets') {
      if (depth === 2 && name === 'PriceSheet') this.sheet = { number: '', currency: null, line };
      else if (depth === 3 && (name === 'PriceSheetNumber' || name === 'CurrencyCode')) this.capture();
      return;
    }
    if (section !== 'Items') return;
    if (depth === 2) {
      if (name === 'Item') this.openItem(a, line);
      return;
    }
    const item = this.item;
    if (!item) return;
    if (depth === 3) {
      if (ITEM_TEXT.has(name)) {
        if (name === 'ItemLevelGTIN') item.gtin = { qualifier: attr(a, 'GTINQualifier'), value: '' };
        this.capture();
      } else if (ITEM_SEGMENTS.has(name) && !item.segments.includes(name)) item.segments.push(name);
      return;
    }
    if (depth === 4) {
      if (parent === 'Descriptions' && name === 'Description') {
        item.descriptions.push({
          code: attr(a, 'DescriptionCode'),
          languageCode: attr(a, 'LanguageCode'),
          text: '',
          line,
        });
        this.capture();
      } else if (parent === 'Prices' && name === 'Pricing') {
        this.price = {
          type: attr(a, 'PriceType'),
          priceSheet: null,
          currency: null,
          amount: null,
          uom: null,
          line,
        };
      } else if (parent === 'ExtendedInformation' && name === 'ExtendedProductInformation') {
        item.extended.push({ code: attr(a, 'EXPICode'), value: '' });
        this.capture();
      } else if (parent === 'Packages' && name === 'Package') {
        this.pkg = { uom: null, quantityOfEaches: null, line };
      } else if (parent === 'PartInterchangeInfo' && name === 'PartInterchange') {
        this.ix = {
          brandAaiaId: attr(a, 'BrandAAIAID') ?? attr(a, 'BrandID'),
          brandLabel: attr(a, 'BrandLabel'),
          partNumbers: [],
          line,
        };
      }
      return;
    }
    if (depth === 5) {
      if (parent === 'Pricing' && this.price) {
        if (name === 'Price') this.price.uom = attr(a, 'UOM');
        if (name === 'Price' || name === 'PriceSheetNumber' || name === 'CurrencyCode') this.capture();
      } else if (parent === 'Package' && this.pkg) {
        if (name === 'PackageUOM' || name === 'QuantityofEaches' || name === 'PackageLevelGTIN')
          this.capture();
        else if (name === 'Dimensions') {
          this.dims = {};
          this.pkg.dimensions = { uom: attr(a, 'UOM'), height: null, width: null, length: null };
        } else if (name === 'Weights') this.pkg.weight = { uom: attr(a, 'UOM'), value: null };
      } else if (parent === 'PartInterchange' && name === 'PartNumber') this.capture();
      return;
    }
    if (depth === 6 && this.pkg) {
      if ((parent === 'Dimensions' && DIMENSIONS.has(name)) || (parent === 'Weights' && name === 'Weight'))
        this.capture();
    }
  }

  get wantsText(): boolean {
    return this.capturing;
  }

  text(t: string): void {
    if (this.capturing) this.buffer += t;
  }

  close(name: string): void {
    this.stack.pop();
    const depth = this.stack.length;
    // A misplaced Item was reported when it opened; it is not part of the section around it.
    if (name === 'Item' && (depth !== 2 || this.stack[1] !== 'Items')) return;
    const parent = this.stack[depth - 1];
    const text = this.capturing ? this.buffer.trim() : '';
    this.capturing = false;
    this.buffer = '';
    const section = this.stack[1];
    if (depth === 1) {
      if (name === 'Header' && this.header) this.closeHeader(this.header);
      return;
    }
    if (section === 'Header') {
      if (depth === 2 && this.header) this.header.fields[name] = text;
      return;
    }
    if (section === 'Trailer') {
      if (depth === 2 && this.trailer) {
        if (name === 'ItemCount') this.trailer.itemCount = text;
        if (name === 'TransactionDate') this.trailer.transactionDate = text;
      }
      return;
    }
    if (section === 'PriceSheets') {
      if (depth === 2 && name === 'PriceSheet' && this.sheet) {
        this.priceSheets.push(this.sheet);
        this.sheet = null;
      } else if (depth === 3 && this.sheet) {
        if (name === 'PriceSheetNumber') this.sheet.number = text;
        if (name === 'CurrencyCode') this.sheet.currency = text;
      }
      return;
    }
    const item = this.item;
    if (section !== 'Items' || !item) return;
    if (depth === 2 && name === 'Item') {
      this.item = null;
      this.pending.push(item);
    } else if (depth === 3) this.closeItemField(item, name, text);
    else if (depth === 4) {
      if (name === 'Description') {
        const d = item.descriptions.at(-1);
        if (d) d.text = text;
      } else if (name === 'ExtendedProductInformation') {
        const x = item.extended.at(-1);
        if (x) x.value = text;
      } else if (name === 'Pricing' && this.price) {
        item.prices.push(this.price);
        this.price = null;
      } else if (name === 'Package' && this.pkg) {
        item.packages.push(this.pkg);
        this.pkg = null;
      } else if (name === 'PartInterchange' && this.ix) {
        item.interchange.push(this.ix);
        this.ix = null;
      }
    } else if (depth === 5) {
      if (parent === 'Pricing' && this.price) {
        if (name === 'Price') this.price.amount = text;
        if (name === 'PriceSheetNumber') this.price.priceSheet = text;
        if (name === 'CurrencyCode') this.price.currency = text;
      } else if (parent === 'Package' && this.pkg) {
        if (name === 'PackageUOM') this.pkg.uom = text;
        if (name === 'QuantityofEaches') this.pkg.quantityOfEaches = text;
        if (name === 'PackageLevelGTIN') this.pkg.gtin = text;
        if (name === 'Dimensions' && this.pkg.dimensions) {
          const d = this.dims;
          const dim = this.pkg.dimensions;
          dim.height = d.MerchandisingHeight ?? d.ShippingHeight ?? null;
          dim.width = d.MerchandisingWidth ?? d.ShippingWidth ?? null;
          dim.length = d.MerchandisingLength ?? d.ShippingLength ?? null;
        }
      } else if (parent === 'PartInterchange' && this.ix && name === 'PartNumber')
        this.ix.partNumbers.push(text);
    } else if (depth === 6 && this.pkg) {
      if (DIMENSIONS.has(name)) this.dims[name] = text;
      else if (name === 'Weight' && this.pkg.weight) this.pkg.weight.value = text;
    }
  }

  private capture(): void {
    this.capturing = true;
    this.buffer = '';
  }

  private openRoot(name: string, a: Record<string, string>): void {
    if (name !== 'PIES') {
      throw new StopReading(findingOf('PIES_NOT_PIES', 'error', say('PIES_NOT_PIES', { file: this.file, element: name }), { file: this.file, row: this.line }));
    }
    const declared = a.xmlns ?? Object.entries(a).find(([k]) => k.startsWith('xmlns:'))?.[1];
    this.namespace = declared?.trim() ?? null;
    if (this.namespace === PIES_LEGACY_NAMESPACE) {
      const said = say('PIES_LEGACY_NAMESPACE', { file: this.file, legacy: PIES_LEGACY_NAMESPACE, namespace: PIES_NAMESPACE });
      this.report(findingOf('PIES_LEGACY_NAMESPACE', 'warning', said, { file: this.file, row: this.line }));
    } else if (this.namespace !== PIES_NAMESPACE) {
      const said = this.namespace
        ? say('PIES_NAMESPACE_INVALID', { file: this.file, found: this.namespace, namespace: PIES_NAMESPACE })
        : say('PIES_NAMESPACE_INVALID.none', { file: this.file, namespace: PIES_NAMESPACE });
      this.report(findingOf('PIES_NAMESPACE_INVALID', 'error', said, { file: this.file, row: this.line }));
    }
  }

  /** An Item anywhere but directly inside <Items> (in the Trailer, at the top, in another Item). */
  private reportMisplacedItem(parent: string | undefined, line: number): void {
    const said = say('PIES_ITEM_MISPLACED', { line: String(line), parent: String(parent) });
    this.report(findingOf('PIES_ITEM_MISPLACED', 'error', said, { file: this.file, row: line }));
  }

  private openItem(a: Record<string, string>, line: number): void {
    this.itemCount++;
    this.item = {
      ordinal: this.itemCount - 1,
      line,
      maintenanceType: attr(a, 'MaintenanceType'),
      partNumber: '',
      brandAaiaId: '',
      descriptions: [],
      prices: [],
      extended: [],
      packages: [],
      interchange: [],
      segments: [],
    };
  }

  private closeItemField(item: ReadPiesItem, name: string, text: string): void {
    switch (name) {
      case 'ItemLevelGTIN':
        if (item.gtin) item.gtin.value = text;
        return;
      case 'PartNumber':
        item.partNumber = text;
        return;
      case 'BrandAAIAID':
      case 'BrandID':
        item.brandAaiaId = text;
        return;
      case 'SubBrandAAIAID':
      case 'SubBrandID':
        item.subBrandAaiaId = text;
        return;
      case 'BrandLabel':
        item.brandLabel = text;
        return;
      case 'PartTerminologyID':
        item.partTerminologyId = text;
        return;
      case 'ACESApplications':
        item.acesApplications = text;
    }
  }

  private closeHeader(h: PiesFileHeader): void {
    const f = h.fields;
    const set = <K extends keyof PiesFileHeader>(key: K, value: PiesFileHeader[K] | undefined): void => {
      if (value !== undefined) h[key] = value;
    };
    set('piesVersion', f.PIESVersion);
    set('submissionType', f.SubmissionType);
    set('currencyCode', f.CurrencyCode);
    set('languageCode', f.LanguageCode);
    set('parentAaiaId', f.ParentAAIAID ?? f.ParentID);
    set('pcdbDate', f.PCdbVersionDate ?? f.PCdbPublicationDate);
  }
}
