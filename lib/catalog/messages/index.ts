export { CATALOGUE, catalogueWith, type Catalogue } from './catalogue';
export type { Texts, TextTable } from './text-table';
export { MESSAGE_LOCALES, messageLocale, type MessageLocale } from './locales';
export { commaList, orList } from './lists';
export { findingOf, findingSaid, rewordFinding, type FindingPlace } from './finding';
export { findingMessage, noteText, render, rendererOver, renderParams, saidFields, type Render } from './render';
export { byteCount, isByteCount, isSaid, say, type ByteCount, type MessageParam, type MessageParams, type Said } from './said';
export { byteSize, formatBytes, type ByteUnit } from './bytes';
