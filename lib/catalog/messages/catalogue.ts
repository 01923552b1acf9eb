import type { MessageLocale } from './locales';
import { LAYOUT_TEXTS } from './texts/layouts';
import { LEARNED_TEXTS } from './texts/learned';
import { MAPPING_TEXTS } from './texts/mapping';
import { WRITER_TEXTS } from './texts/writers';
import { COMBINE_TEXTS } from './texts/combine';
import { READER_TEXTS } from './texts/readers';
import { REFERENCE_TEXTS } from './texts/reference';
import { EVIDENCE_TEXTS } from './texts/evidence';
import { INGEST_TEXTS } from './texts/ingest';
import { REPORT_TEXTS } from './texts/report';
import { ROW_TEXTS } from './texts/rows';
import { VEHICLE_TEXTS } from './texts/vehicles';
import { PART_TYPE_TEXTS } from './texts/part-types';
import { LEARNED_TERM_TEXTS } from './texts/learned-terms';
import { ITEM_TEXTS } from './texts/items';
import { FITMENT_TEXTS } from './texts/fitment-checks';
import { XSD_TEXTS } from './texts/xsd';
import { ACES_CHECK_TEXTS } from './texts/aces-checks';
import { PIES_CHECK_TEXTS } from './texts/pies-checks';
import { YEAR_TEXTS } from './texts/years';

/** One message in the five languages, as ICU message format (`{name}`, `{n, number}`, plurals). */
export type Texts = Readonly<Record<MessageLocale, string>>;
export type TextTable = Readonly<Record<string, Texts>>;

/**
 * Every text the engine can say, by id. Each area of the engine keeps its texts in one file of
 * `texts/`, five languages side by side, so a missing translation is a type error and a reviewer
 * reads a message in all its languages at once.
 */
export const CATALOGUE: TextTable = {
  ...YEAR_TEXTS,
  ...LAYOUT_TEXTS,
  ...LEARNED_TEXTS,
  ...MAPPING_TEXTS,
  ...WRITER_TEXTS,
  ...PIES_CHECK_TEXTS,
  ...COMBINE_TEXTS,
  ...READER_TEXTS,
  ...ACES_CHECK_TEXTS,
  ...REFERENCE_TEXTS,
  ...EVIDENCE_TEXTS,
  ...XSD_TEXTS,
  ...FITMENT_TEXTS,
  ...ROW_TEXTS,
  ...VEHICLE_TEXTS,
  ...PART_TYPE_TEXTS,
  ...LEARNED_TERM_TEXTS,
  ...ITEM_TEXTS,
  ...INGEST_TEXTS,
  ...REPORT_TEXTS,
};
