import type { Texts, TextTable } from './text-table';
import { ACCOUNTS_ADMIN_TEXTS } from './texts/accounts-admin';
import { ACES_CHECK_TEXTS } from './texts/aces-checks';
import { API_TEXTS } from './texts/api';
import { API_OVERRIDE_TEXTS } from './texts/api-overrides';
import { CHECK_DEFINITION_TEXTS } from './texts/check-definitions';
import { CHECK_TITLE_TEXTS } from './texts/check-titles';
import { COMBINE_TEXTS } from './texts/combine';
import { CONVERT_TEXTS } from './texts/convert';
import { EVIDENCE_TEXTS } from './texts/evidence';
import { FIELD_TEXTS } from './texts/fields';
import { FITMENT_TEXTS } from './texts/fitment-checks';
import { INGEST_TEXTS } from './texts/ingest';
import { ITEM_TEXTS } from './texts/items';
import { JOB_TEXTS } from './texts/jobs';
import { LAYOUT_TEXTS } from './texts/layouts';
import { LEARNED_TEXTS } from './texts/learned';
import { LEARNED_TERM_TEXTS } from './texts/learned-terms';
import { LEARNED_TERMS_API_TEXTS } from './texts/learned-terms-api';
import { LIST_TEXTS } from './texts/lists';
import { MAPPING_TEXTS } from './texts/mapping';
import { MAPPING_NOTE_TEXTS } from './texts/mapping-notes';
import { PART_TYPE_TEXTS } from './texts/part-types';
import { PIES_CHECK_TEXTS } from './texts/pies-checks';
import { PIES_WORKBOOK_TEXTS } from './texts/pies-workbook';
import { READER_TEXTS } from './texts/readers';
import { REFERENCE_TEXTS } from './texts/reference';
import { REFERENCE_IMPORT_TEXTS } from './texts/reference-import';
import { REFUSAL_TEXTS } from './texts/refusals';
import { REPORT_TEXTS } from './texts/report';
import { ROW_TEXTS } from './texts/rows';
import { SENDER_TEXTS } from './texts/sender';
import { UPLOAD_TEXTS } from './texts/uploads';
import { VEHICLE_TEXTS } from './texts/vehicles';
import { WRITER_TEXTS } from './texts/writers';
import { XSD_TEXTS } from './texts/xsd';
import { YEAR_TEXTS } from './texts/years';

const TABLES: readonly TextTable[] = [
  ACCOUNTS_ADMIN_TEXTS,
  ACES_CHECK_TEXTS,
  API_TEXTS,
  API_OVERRIDE_TEXTS,
  CHECK_DEFINITION_TEXTS,
  CHECK_TITLE_TEXTS,
  COMBINE_TEXTS,
  CONVERT_TEXTS,
  EVIDENCE_TEXTS,
  FIELD_TEXTS,
  FITMENT_TEXTS,
  INGEST_TEXTS,
  ITEM_TEXTS,
  JOB_TEXTS,
  LAYOUT_TEXTS,
  LEARNED_TEXTS,
  LEARNED_TERM_TEXTS,
  LEARNED_TERMS_API_TEXTS,
  LIST_TEXTS,
  MAPPING_TEXTS,
  MAPPING_NOTE_TEXTS,
  PART_TYPE_TEXTS,
  PIES_CHECK_TEXTS,
  PIES_WORKBOOK_TEXTS,
  READER_TEXTS,
  REFERENCE_TEXTS,
  REFERENCE_IMPORT_TEXTS,
  REFUSAL_TEXTS,
  REPORT_TEXTS,
  ROW_TEXTS,
  SENDER_TEXTS,
  UPLOAD_TEXTS,
  VEHICLE_TEXTS,
  WRITER_TEXTS,
  XSD_TEXTS,
  YEAR_TEXTS,
];

/**
 * A catalogue: texts by id, and the ids two of its tables both define (the second would silently
 * win; a test checks there are none).
 */
export interface Catalogue {
  texts: TextTable;
  duplicates: readonly string[];
}

/**
 * The engine's texts and a caller's own tables in one catalogue, for `rendererOver`: a program on
 * the engine (the CLI, bin/texts) keeps its own texts and renders them, and the engine's messages
 * inside them, as the engine does.
 */
export function catalogueWith(extra: readonly TextTable[]): Catalogue {
  const texts: Record<string, Texts> = {};
  const duplicates: string[] = [];
  for (const table of [...TABLES, ...extra]) {
    for (const [id, text] of Object.entries(table)) {
      if (id in texts) duplicates.push(id);
      else texts[id] = text;
    }
  }
  return { texts, duplicates };
}

const ENGINE = catalogueWith([]);

/**
 * Every text the engine can say, by id. Each area of the engine keeps its texts in one file of
 * `texts/`, five languages side by side, so a missing translation is a type error and a reviewer
 * reads a message in all its languages at once.
 */
export const CATALOGUE: TextTable = ENGINE.texts;

/** Ids two texts files both define; must stay empty (a test checks). */
export const CATALOGUE_DUPLICATES: readonly string[] = ENGINE.duplicates;
