/**
 * Turning XLSX cell values into the text a user sees, without Excel's number formatting engine:
 * numbers without float noise, dates as ISO, zero-padded codes kept padded.
 */

/** How a cell style asks its number to be shown, as far as ingest cares. */
export type NumberStyle = { kind: 'plain' } | { kind: 'date' } | { kind: 'time' } | { kind: 'zeroPad'; width: number };

const PLAIN: NumberStyle = { kind: 'plain' };

/** Built-in number formats that are dates or times (ECMA-376 §18.8.30, plus the CJK date ids). */
const BUILTIN_DATE_IDS = new Set([14, 15, 16, 17, 22, 27, 28, 29, 30, 31, 34, 35, 36, 50, 51, 52, 53, 54, 57, 58]);
const BUILTIN_TIME_IDS = new Set([18, 19, 20, 21, 32, 33, 45, 46, 47, 55, 56]);

export function numberStyle(numFmtId: number, customCodes: ReadonlyMap<number, string>): NumberStyle {
  if (BUILTIN_DATE_IDS.has(numFmtId)) return { kind: 'date' };
  if (BUILTIN_TIME_IDS.has(numFmtId)) return { kind: 'time' };
  const code = customCodes.get(numFmtId);
  return code === undefined ? PLAIN : styleOfFormatCode(code);
}

/** Excel accepts number format codes up to this length. */
const MAX_FORMAT_CODE = 255;

export function styleOfFormatCode(code: string): NumberStyle {
  // A longer code is forged, and "000…0" would pad every number in the sheet to its length.
  if (code.length > MAX_FORMAT_CODE) return PLAIN;
  if (/^0+$/.test(code)) return { kind: 'zeroPad', width: code.length };
  // Quoted literals, [colour]/[$€-407] blocks and escaped characters are not date tokens.
  const bare = code.replace(/"[^"]*"/g, '').replace(/\[[^\]]*\]/g, '').replace(/\\./g, '');
  const first = bare.split(';')[0] ?? '';
  if (/general/i.test(first)) return PLAIN;
  if (/[dy]/i.test(first)) return { kind: 'date' };
  if (/[hs]/i.test(first)) return { kind: 'time' }; // "m" next to h or s means minutes
  if (/m/i.test(first)) return { kind: 'date' };
  return PLAIN;
}

/** A number as text: 2010 not "2010.0", 0.3 not "0.30000000000000004". */
export function numberText(n: number): string {
  if (!Number.isFinite(n)) return '';
  if (Number.isInteger(n)) return Math.abs(n) < 1e21 ? n.toString() : BigInt(n).toString();
  return Number(n.toPrecision(15)).toString();
}

const DAY_MS = 86_400_000;
/** Days between Excel's day 0 (1899-12-30, counting its phantom 1900-02-29) and 1970-01-01. */
const EPOCH_1900 = 25_569;
const EPOCH_1904 = 24_107;

/** An Excel serial date as ISO text: "2014-05-01", or "2014-05-01 13:30:00" when it has a time. */
export function serialDateText(serial: number, date1904: boolean): string {
  const ms = Math.round((serial - (date1904 ? EPOCH_1904 : EPOCH_1900)) * DAY_MS);
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return numberText(serial);
  const iso = date.toISOString();
  return ms % DAY_MS === 0 ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** An Excel time fraction as "HH:MM:SS". */
export function serialTimeText(serial: number): string {
  const seconds = Math.round((serial - Math.floor(serial)) * 86_400);
  const hh = Math.floor(seconds / 3600) % 24;
  const mm = Math.floor((seconds % 3600) / 60);
  const ss = seconds % 60;
  return [hh, mm, ss].map((v) => v.toString().padStart(2, '0')).join(':');
}

export function styledNumberText(raw: string, style: NumberStyle, date1904: boolean): string {
  const n = Number(raw);
  if (raw.trim() === '' || Number.isNaN(n)) return raw;
  switch (style.kind) {
    case 'date':
      return serialDateText(n, date1904);
    case 'time':
      return n < 1 ? serialTimeText(n) : serialDateText(n, date1904);
    case 'zeroPad':
      return Number.isInteger(n) && n >= 0 ? numberText(n).padStart(style.width, '0') : numberText(n);
    default:
      return numberText(n);
  }
}
