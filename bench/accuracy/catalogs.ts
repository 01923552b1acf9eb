/**
 * The corpus: which catalogs exist, in which language and format, and which kinds of mess each
 * combines. Modelled on real brand exports — a German brake specialist's semicolon CSV from its ERP,
 * a French filter brand's XLSX price list, a US full-line catalog with ID columns — not on what the
 * engine happens to handle. Changing this list changes the corpus: do it deliberately, since
 * before/after comparisons need the same list.
 */
import type { CatalogSpec, FileFormat, Line, MessKind } from './model';
import type { Lang } from './vocabulary';

type Row = [name: string, brand: string, lang: Lang, valueLang: Lang | 'mixed', format: FileFormat, line: Line, rows: number, kinds: MessKind[]];

const LIST: Row[] = [
  // Baselines: what an ACES-literate sender produces.
  ['en-clean-ids', 'Brakeman', 'en', 'en', 'csv-comma', 'brakes', 1200, ['clean', 'id-coded']],
  ['en-clean-names', 'Brakeman', 'en', 'en', 'csv-comma', 'full', 1500, ['clean', 'part-type-official', 'position-full', 'year-span']],
  ['en-clean-xlsx', 'Filtron-US', 'en', 'en', 'xlsx', 'filters', 800, ['clean', 'part-type-official', 'year-single']],
  ['en-clean-ids-tsv', 'NorthAxle', 'en', 'en', 'tsv', 'suspension', 1000, ['clean', 'id-coded']],

  // English
  ['en-brakes-abbrev', 'StopTech-ish', 'en', 'en', 'csv-comma', 'brakes', 2000, ['header-abbrev', 'part-type-trade', 'position-abbrev', 'year-span', 'make-variants', 'qty-units']],
  ['en-suspension-long', 'RideRight', 'en', 'en', 'xlsx', 'suspension', 1800, ['header-long', 'part-type-trade', 'position-full', 'year-split', 'model-variants', 'product-units']],
  ['en-ignition-corp', 'SparkPro', 'en', 'en', 'csv-tab', 'ignition', 1200, ['header-case-punct', 'make-corporate', 'part-type-trade', 'year-single', 'qty-units', 'extra-columns']],
  ['en-fullline-erp', 'AutoLine', 'en', 'en', 'csv-comma', 'full', 3000, ['header-abbrev', 'part-type-trade', 'position-abbrev', 'year-span', 'make-variants', 'model-variants', 'extra-columns', 'duplicate-rows', 'empty-rows']],
  ['en-opaque', 'Coldstream', 'en', 'en', 'xlsx', 'engine', 900, ['opaque-headers', 'part-type-trade', 'year-span', 'model-typos']],
  ['en-electrical-noqty', 'VoltWorks', 'en', 'en', 'csv-comma', 'electrical', 700, ['no-qty-column', 'part-type-trade', 'position-full', 'year-span', 'make-variants']],
  ['en-joined', 'QuickFit', 'en', 'en', 'csv-comma', 'filters', 600, ['joined-make-model', 'part-type-trade', 'year-span']],
  ['en-pos-in-type', 'HaltPoint', 'en', 'en', 'tsv', 'brakes', 900, ['position-in-part-type', 'part-type-trade', 'year-split', 'header-long']],

  // German
  ['de-bremsen-erp', 'Bremsmann', 'de', 'de', 'csv-semicolon', 'brakes', 2500, ['header-abbrev', 'part-type-trade', 'position-abbrev', 'year-span', 'make-variants', 'qty-units', 'product-units']],
  ['de-filter-xlsx', 'Filterwerk', 'de', 'de', 'xlsx', 'filters', 1500, ['header-long', 'part-type-trade', 'year-split', 'qty-long-header', 'qty-decimal', 'make-corporate']],
  ['de-fahrwerk', 'Federkraft', 'de', 'de', 'csv-semicolon', 'suspension', 2000, ['part-type-trade', 'position-full', 'year-span', 'model-variants', 'model-make-glued', 'extra-columns']],
  ['de-zuendung', 'Zündfix', 'de', 'de', 'csv-semicolon', 'ignition', 1100, ['header-case-punct', 'part-type-trade', 'year-single', 'qty-units', 'model-typos']],
  ['de-motor-golf', 'Motorteile Süd', 'de', 'de', 'xlsx', 'engine', 1300, ['model-generation', 'part-type-trade', 'year-span', 'make-variants', 'duplicate-rows']],
  ['de-fahrzeug-joined', 'Teilepunkt', 'de', 'de', 'csv-semicolon', 'brakes', 800, ['joined-vehicle', 'part-type-trade', 'position-abbrev']],
  ['de-pos-in-type', 'Bremsmann', 'de', 'de', 'csv-semicolon', 'brakes', 1000, ['position-in-part-type', 'part-type-trade', 'year-span', 'header-abbrev']],
  ['de-opaque-noqty', 'Kühltechnik', 'de', 'de', 'xlsx', 'engine', 600, ['opaque-headers', 'no-qty-column', 'part-type-trade', 'year-split', 'empty-rows']],
  ['de-elektrik', 'Lichtblick', 'de', 'de', 'csv-tab', 'electrical', 900, ['part-type-trade', 'position-full', 'year-span', 'qty-long-header', 'product-units']],

  // French
  ['fr-freinage', 'Freinauto', 'fr', 'fr', 'csv-semicolon', 'brakes', 2200, ['header-abbrev', 'part-type-trade', 'position-abbrev', 'year-span', 'qty-units', 'make-variants']],
  ['fr-filtration-xlsx', 'Filtrex', 'fr', 'fr', 'xlsx', 'filters', 1200, ['header-long', 'part-type-trade', 'year-split', 'qty-long-header', 'product-units']],
  ['fr-suspension', 'Amortix', 'fr', 'fr', 'csv-semicolon', 'suspension', 1600, ['part-type-trade', 'position-full', 'year-span', 'model-variants', 'extra-columns', 'duplicate-rows']],
  ['fr-allumage', 'Étincelle', 'fr', 'fr', 'csv-semicolon', 'ignition', 700, ['header-case-punct', 'part-type-trade', 'year-single', 'make-corporate', 'qty-decimal']],
  ['fr-moteur-opaque', 'Moteurs Lyon', 'fr', 'fr', 'xlsx', 'engine', 900, ['opaque-headers', 'part-type-trade', 'year-span', 'model-typos']],
  ['fr-pos-in-type', 'Freinauto', 'fr', 'fr', 'csv-semicolon', 'brakes', 800, ['position-in-part-type', 'part-type-trade', 'year-span', 'no-qty-column']],
  ['fr-joined', 'Pièces Express', 'fr', 'fr', 'csv-semicolon', 'filters', 500, ['joined-make-model', 'part-type-trade', 'year-split']],

  // Spanish
  ['es-frenos', 'Frenoluz', 'es', 'es', 'csv-semicolon', 'brakes', 2000, ['header-abbrev', 'part-type-trade', 'position-abbrev', 'year-span', 'qty-units', 'make-variants']],
  ['es-filtros-xlsx', 'Filtrosur', 'es', 'es', 'xlsx', 'filters', 1100, ['header-long', 'part-type-trade', 'year-split', 'qty-long-header', 'qty-decimal', 'product-units']],
  ['es-suspension', 'Suspensa', 'es', 'es', 'csv-semicolon', 'suspension', 1500, ['part-type-trade', 'position-full', 'year-span', 'model-variants', 'extra-columns']],
  ['es-encendido', 'Chispa', 'es', 'es', 'csv-tab', 'ignition', 600, ['header-case-punct', 'part-type-trade', 'year-single', 'make-corporate', 'model-typos']],
  ['es-motor-noqty', 'Motorsur', 'es', 'es', 'xlsx', 'engine', 800, ['no-qty-column', 'part-type-trade', 'year-span', 'opaque-headers', 'duplicate-rows']],
  ['es-vehiculo-joined', 'Recambios Ya', 'es', 'es', 'csv-semicolon', 'electrical', 500, ['joined-vehicle', 'part-type-trade', 'position-full']],

  // Italian
  ['it-freni', 'Frenital', 'it', 'it', 'csv-semicolon', 'brakes', 2000, ['header-abbrev', 'part-type-trade', 'position-abbrev', 'year-span', 'qty-units', 'make-variants']],
  ['it-filtri-xlsx', 'Filtralia', 'it', 'it', 'xlsx', 'filters', 1000, ['header-long', 'part-type-trade', 'year-split', 'qty-long-header', 'product-units']],
  ['it-sospensioni', 'Sospensa IT', 'it', 'it', 'csv-semicolon', 'suspension', 1400, ['part-type-trade', 'position-full', 'year-span', 'model-variants', 'model-make-glued', 'extra-columns']],
  ['it-accensione', 'Scintilla', 'it', 'it', 'csv-semicolon', 'ignition', 600, ['header-case-punct', 'part-type-trade', 'year-single', 'qty-decimal', 'make-corporate']],
  ['it-motore-opaque', 'Motoritalia', 'it', 'it', 'xlsx', 'engine', 900, ['opaque-headers', 'part-type-trade', 'year-span', 'model-typos', 'empty-rows']],
  ['it-pos-in-type', 'Frenital', 'it', 'it', 'csv-semicolon', 'brakes', 700, ['position-in-part-type', 'part-type-trade', 'year-split']],

  // Headers in one language, values in another; catalogs merged from several subsidiaries.
  ['en-headers-de-values', 'EuroParts Int', 'en', 'de', 'xlsx', 'brakes', 1500, ['lang-headers-vs-values', 'part-type-trade', 'position-full', 'year-span']],
  ['en-headers-fr-values', 'EuroParts Int', 'en', 'fr', 'csv-comma', 'suspension', 1200, ['lang-headers-vs-values', 'part-type-trade', 'position-abbrev', 'year-split']],
  ['de-headers-en-values', 'Global Teile', 'de', 'en', 'csv-semicolon', 'full', 1600, ['lang-headers-vs-values', 'part-type-trade', 'position-full', 'year-span', 'make-variants']],
  ['fr-headers-es-values', 'Ibérique Auto', 'fr', 'es', 'csv-semicolon', 'filters', 700, ['lang-headers-vs-values', 'part-type-trade', 'year-single']],
  ['it-headers-en-values', 'Ricambi Global', 'it', 'en', 'xlsx', 'electrical', 800, ['lang-headers-vs-values', 'part-type-official', 'position-full', 'year-span']],
  ['en-mixed-rows', 'Pan-Euro Parts', 'en', 'mixed', 'csv-comma', 'full', 2500, ['mixed-lang-rows', 'part-type-trade', 'position-full', 'year-span', 'make-variants', 'duplicate-rows']],
  ['de-mixed-rows', 'Zentrallager', 'de', 'mixed', 'xlsx', 'brakes', 1800, ['mixed-lang-rows', 'part-type-trade', 'position-abbrev', 'year-split', 'qty-units']],
  ['es-mixed-rows', 'Distribuidora Sur', 'es', 'mixed', 'csv-semicolon', 'suspension', 1200, ['mixed-lang-rows', 'part-type-trade', 'position-full', 'year-span', 'model-variants']],
];

/** The corpus's catalog specs; `rowsScale` shrinks or grows every catalog (at least 30 rows). */
export function catalogSpecs(rowsScale: number): CatalogSpec[] {
  return LIST.map(([name, brand, lang, valueLang, format, line, rows, kinds]) => ({
    name,
    brand,
    lang,
    valueLang,
    format,
    line,
    kinds,
    rows: Math.max(30, Math.round(rows * rowsScale)),
  }));
}
