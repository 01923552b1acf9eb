import { catalogueWith, rendererOver } from '@/lib/catalog/messages';
import { ASSESS_WORKBOOK_TEXTS } from './assess-workbook';
import { CLI_TEXTS } from './cli';
import { CLI_ADMIN_TEXTS } from './cli-admin';
import { CLI_HELP_TEXTS } from './cli-help';
import { CLI_HELP_ADMIN_TEXTS } from './cli-help-admin';
import { CLI_INPUT_TEXTS } from './cli-input';
import { CLI_REFERENCE_TEXTS } from './cli-reference';
import { CLI_USAGE_TEXTS } from './cli-usage';

/**
 * What `partsmith` says that the engine does not: help, usage errors, the commands' result lines and
 * refusals, the terminal summary of `validate` and the assessment workbook. Same rules as the
 * engine's texts (five languages side by side, ICU message format); rendered with the engine's
 * texts, so an engine message inside a CLI text (a finding, a refusal) reads as the engine says it.
 */
const CLI_CATALOGUE = catalogueWith([
  ASSESS_WORKBOOK_TEXTS,
  CLI_TEXTS,
  CLI_ADMIN_TEXTS,
  CLI_HELP_TEXTS,
  CLI_HELP_ADMIN_TEXTS,
  CLI_INPUT_TEXTS,
  CLI_REFERENCE_TEXTS,
  CLI_USAGE_TEXTS,
]);

/** The engine's texts and the CLI's, by id (the catalogue tests read every text of it). */
export const CLI_TEXT_TABLE = CLI_CATALOGUE.texts;
/** Ids defined twice, in the CLI's tables or between them and the engine's; must stay empty (a test checks). */
export const CLI_TEXT_DUPLICATES = CLI_CATALOGUE.duplicates;

/** A message of the CLI or of the engine, in `locale`. */
export const render = rendererOver(CLI_TEXT_TABLE);
