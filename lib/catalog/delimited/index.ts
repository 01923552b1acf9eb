/**
 * The delimited deliverables: apps.csv and items.csv, read back from a written aces.xml and pies.xml
 * so they say exactly what the XML says, for customers' own systems. Every cell goes through the
 * engine's one CSV cell rule (`lib/catalog/csv.ts`).
 */
export { APPS_CSV_COLUMNS, writeAppsCsv, type DelimitedResult } from './apps-csv';
export { ITEMS_CSV_COLUMNS, writeItemsCsv } from './items-csv';
