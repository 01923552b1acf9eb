/** Streaming XML output shared by the ACES and PIES writers: escaping, chunked writing, decimals. */
export { escapeXml, escapeXmlCounted, needsXmlEscaping, type EscapeResult } from './escape';
export { encodeMarkup, XmlStreamWriter } from './stream-writer';
export { formatDecimal } from './decimal';
export { isXsDate, toXsDate, xsDateSchema } from './date';
export { isSyncIterable, writeRecords, type RecordBatches } from './iterables';
export { parseHeaderInput, type ParseResult } from './header-input';
