export { CATALOGUE } from './catalogue';
export type { Texts, TextTable } from './text-table';
export { MESSAGE_LOCALES, messageLocale, type MessageLocale } from './locales';
export { commaList, orList } from './lists';
export { findingOf, findingSaid, rewordFinding, type FindingPlace } from './finding';
export { findingMessage, noteText, render, renderParams, saidFields } from './render';
export { isSaid, say, type MessageParam, type MessageParams, type Said } from './said';
export { byteSize, formatBytes, type ByteUnit } from './bytes';
