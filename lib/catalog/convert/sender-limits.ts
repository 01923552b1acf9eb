/**
 * The sender identity's bounds and title placeholders, without its schema or the engine's message
 * texts: the settings form (browser code) needs only these, and importing sender.ts would ship every
 * message text in five languages to the page (issue 15.5).
 */

/**
 * Lengths. ACES types every header text as unbounded xs:string; PIES 7.2 bounds TechnicalContact
 * (our sender name) to 60 and ContactEmail to 254. Company and the title get bounds of our own so a
 * header stays readable in the receivers' screens.
 */
export const SENDER_LIMITS = {
  company: 120,
  senderName: 60,
  phone: 30,
  email: 254,
  documentTitle: 200,
  brandName: 100,
  brands: 50,
} as const;

/** The placeholders a document title pattern may use. */
export const DOCUMENT_TITLE_FIELDS = ['brand', 'code', 'date', 'file'] as const;
/** The title when the sender gives no pattern: what Partsmith has always written. */
export const DEFAULT_DOCUMENT_TITLE = '{brand} fitment from {file}';
