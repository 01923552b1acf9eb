import type { Texts, TextTable } from './text-table';
import { ACCOUNTS_ADMIN_TEXTS } from './texts/accounts-admin';
import { ACES_CHECK_TEXTS } from './texts/aces-checks';
import { API_TEXTS } from './texts/api';
import { API_OVERRIDE_TEXTS } from './texts/api-overrides';
import { ASSESS_WORKBOOK_TEXTS } from './texts/assess-workbook';
import { CHECK_DEFINITION_TEXTS } from './texts/check-definitions';
import { CHECK_TITLE_TEXTS } from './texts/check-titles';
import { CLI_ADMIN_TEXTS } from './texts/cli-admin';
import { CLI_TEXTS } from './texts/cli';
import { CLI_INPUT_TEXTS } from './texts/cli-input';
import { CLI_HELP_TEXTS } from './texts/cli-help';
import { CLI_HELP_ADMIN_TEXTS } from './texts/cli-help-admin';
import { CLI_REFERENCE_TEXTS } from './texts/cli-reference';
import { CLI_USAGE_TEXTS } from './texts/cli-usage';
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
  ASSESS_WORKBOOK_TEXTS,
  CHECK_DEFINITION_TEXTS,
  CHECK_TITLE_TEXTS,
  CLI_ADMIN_TEXTS,
  CLI_TEXTS,
  CLI_HELP_TEXTS,
  CLI_INPUT_TEXTS,
  CLI_HELP_ADMIN_TEXTS,
  CLI_REFERENCE_TEXTS,
  CLI_USAGE_TEXTS,
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

/** Ids two texts files both define (the second would silently win); must stay empty (a test checks). */
export const CATALOGUE_DUPLICATES: string[] = [];

/**
 * Every text the engine can say, by id. Each area of the engine keeps its texts in one file of
 * `texts/`, five languages side by side, so a missing translation is a type error and a reviewer
 * reads a message in all its languages at once.
 */
export const CATALOGUE: TextTable = merged(TABLES);

function merged(tables: readonly TextTable[]): TextTable {
  const out: Record<string, Texts> = {};
  for (const table of tables) {
    for (const [id, texts] of Object.entries(table)) {
      if (id in out) CATALOGUE_DUPLICATES.push(id);
      else out[id] = texts;
    }
  }
  return out;
}
