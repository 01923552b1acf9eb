export { CATALOGUE, type Texts, type TextTable } from './catalogue';
export { MESSAGE_LOCALES, messageLocale, type MessageLocale } from './locales';
export { commaList, orList } from './lists';
export { findingOf, findingSaid, rewordFinding, type FindingPlace } from './finding';
export { findingMessage, noteText, render, renderParams, saidFields } from './render';
export { isSaid, say, type MessageParam, type MessageParams, type Said } from './said';
