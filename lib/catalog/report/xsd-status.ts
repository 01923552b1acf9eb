import path from 'node:path';
import type { XsdStatus } from './schema';

/** The report's view of an XSD run: the schema's file name only, since reports travel. */
export function toXsdStatus(r: {
  ran: boolean;
  valid: boolean | null;
  version: string | null;
  schemaFile: string | null;
  errorCount: number;
}): XsdStatus {
  return {
    ran: r.ran,
    valid: r.valid,
    version: r.version,
    schema: r.schemaFile ? path.basename(r.schemaFile) : null,
    errors: r.errorCount,
  };
}
