import type { MessageLocale } from './locales';

/**
 * The shape of the catalogue's text tables, apart from the catalogue that merges them: each table
 * under texts/ names its type here, so no table imports the module that imports it.
 */

/** One message in the five languages, as ICU message format (`{name}`, `{n, number}`, plurals). */
export type Texts = Readonly<Record<MessageLocale, string>>;
export type TextTable = Readonly<Record<string, Texts>>;
