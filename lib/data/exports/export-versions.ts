/**
 * The ACES and PIES versions an export can be asked for (the database's check constraints allow
 * the same; PIES 8.0 waits for a writer, see docs/decisions/0005). The first is the default. A
 * module of its own, free of database code, so browser components (the export form) can import it.
 */
export const ACES_EXPORT_VERSIONS = ['4.2', '5.0'] as const;
export const PIES_EXPORT_VERSIONS = ['7.2'] as const;

export type AcesExportVersion = (typeof ACES_EXPORT_VERSIONS)[number];
export type PiesExportVersion = (typeof PIES_EXPORT_VERSIONS)[number];
