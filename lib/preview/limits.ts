/**
 * What the live preview accepts and shows. Plain constants with no server imports, so the browser
 * island can check a dropped file against the same numbers before sending it.
 */
export const PREVIEW_LIMITS = {
  /** Largest upload, in bytes (2 MB). */
  maxBytes: 2 * 1024 * 1024,
  /** Most data rows, counted by the engine's ingest (blank rows and the header do not count). */
  maxRows: 2_000,
  /** Conversions per client in each window; the count comes from the runtime config (`matching`). */
  rateWindowMs: 60_000,
  /** ACES apps and PIES items shown as XML on the page (the downloads hold them all). */
  acesAppsShown: 20,
  piesItemsShown: 10,
  /** Flagged and rejected rows listed on the page (flagged.csv in the bundle holds them all). */
  rowsShown: 50,
  /** Example findings shown per code. */
  examplesPerCode: 3,
} as const;

/**
 * The brand the preview converts for: a made-up BrandAAIAID that fits the Auto Care pattern, so
 * the XML is shaped like a real delivery while nobody mistakes it for one.
 */
export const PREVIEW_BRAND = 'BKMN';

/**
 * The sender a preview's headers name: a sample identity that says it is one, so a preview file
 * passed on is never taken for a real brand's delivery (and the preview has no workspace to ask).
 */
export const PREVIEW_SENDER = {
  company: 'Sample sender (Partsmith preview, not a real company)',
  senderName: 'Sample contact (preview)',
  phone: '+1 555 555 0100',
  email: 'sample-sender@example.com',
  documentTitle: 'Preview sample: {brand} fitment from {file}',
} as const;

/** Form fields of `POST /api/preview/convert` (multipart): a sample id, or a file. */
export const PREVIEW_FIELDS = { sample: 'sample', file: 'file' } as const;

export const PREVIEW_ENDPOINT = '/api/preview/convert';
