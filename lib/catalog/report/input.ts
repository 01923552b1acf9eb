import type { CatalogLanguage, InputInfo } from '../types';
import type { Report } from './schema';

/** The report's `input` section from what ingest learned and the detected language. */
export function reportInput(info: InputInfo, language: CatalogLanguage | null): Report['input'] {
  return {
    file: info.file,
    sha256: info.sha256,
    bytes: info.bytes,
    format: info.format,
    encoding: info.encoding,
    delimiter: info.delimiter,
    sheet: info.sheet,
    language,
    headerRow: info.headerRow,
    rows: info.rows,
  };
}
