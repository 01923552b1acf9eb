import { describe, expect, it } from 'vitest';
import { MESSAGE_LOCALES } from '@/lib/catalog/messages';
import { CLI_TEXT_TABLE } from '@/bin/texts';

/**
 * Texts whose parameter is another program's own English words (a parser, the schema validator, the
 * system, a library), the engine's and the CLI's (bin/texts): German, French, Spanish and Italian
 * readers are told whose words they are rather than meet an English fragment unannounced. The
 * parameter is `detail`, or `what` for a crash.
 */
const THIRD_PARTY: Record<string, 'detail' | 'what'> = {
  XML_MALFORMED: 'detail',
  XML_INPUT_UNREADABLE: 'detail',
  'XML_INPUT_UNREADABLE.assess': 'detail',
  'XML_MALFORMED.xsd': 'detail',
  XSD_INVALID: 'detail',
  XSD_VALIDATOR_FAILED: 'detail',
  XSD_INPUT_UNREADABLE: 'detail',
  'MAPPING_INVALID.json': 'detail',
  'REFERENCE_UNREADABLE.file': 'detail',
  'BUNDLE_UNREADABLE.open': 'detail',
  'BUNDLE_UNREADABLE.read': 'detail',
  'ENTRY_CORRUPT.decompress': 'detail',
  'ENVELOPE_INVALID.json': 'detail',
  'STATEMENT_INVALID.json': 'detail',
  INPUT_READ_FAILED: 'detail',
  'INPUT_READ_FAILED.partial': 'detail',
  XLSX_CORRUPT: 'detail',
  'XLSX_CORRUPT.xml': 'detail',
  PUBLIC_KEY_INVALID: 'detail',
  JOB_CRASHED: 'what',
  'job.failedWithDetail': 'detail',
  'REFERENCE_IMPORT_INVALID.database': 'detail',
  'reference.why.reported': 'detail',
  'cli.usage.parser': 'detail',
};

/** "Meldung des XML-Parsers: {detail}", "le système signale : {detail}", "su mensaje fue: {detail}" … */
const ANNOUNCED = /(Meldung|meldet|message|signal|mensaje|informa|messaggio|segnala)[^{}]*: \{(detail|what)\}/;

describe('another program’s words inside a translated sentence', () => {
  it('are announced as theirs in every language but English', () => {
    for (const [id, param] of Object.entries(THIRD_PARTY)) {
      const texts = CLI_TEXT_TABLE[id];
      expect(texts, id).toBeDefined();
      for (const locale of MESSAGE_LOCALES.filter((l) => l !== 'en')) {
        expect(texts![locale], `${id} ${locale}`).toContain(`{${param}}`);
        expect(texts![locale], `${id} ${locale}`).toMatch(ANNOUNCED);
      }
    }
  });
});
