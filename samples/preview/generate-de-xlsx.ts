/**
 * Writes de-bremsen-fahrwerk.xlsx, the German XLSX sample of the live preview: a distributor's
 * brake and chassis price list the way such sheets look (title row, numbers stored as numbers,
 * EANs as text so no leading digit is lost, a frozen header). Run after editing the rows:
 *
 *   npx tsx samples/preview/generate-de-xlsx.ts
 *
 * The workbook's own dates are fixed, so regenerating unchanged rows changes only the zip entries' times.
 */
import ExcelJS from 'exceljs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'de-bremsen-fahrwerk.xlsx');
const FIXED_DATE = new Date('2026-03-02T08:00:00Z');

const HEADER = [
  'Artikelnummer',
  'Teileart',
  'Hersteller',
  'Modell',
  'Baujahr von',
  'Baujahr bis',
  'Motor',
  'Einbauposition',
  'Menge',
  'Bemerkung',
  'EAN',
  'Bezeichnung',
  'Gewicht (kg)',
  'Preis (EUR)',
  'OE-Nummer',
];

type Row = [string, string, string, string, number, number, string, string, number, string, string, string, number, number, string];

/** EAN-13 body (12 digits) → full code with its check digit. */
function ean(body: string): string {
  const sum = [...body].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return body + String((10 - (sum % 10)) % 10);
}

const ROWS: Row[] = [
  ['BKM-D1760', 'Bremsbelagsatz, Scheibenbremse', 'VW', 'Golf', 2013, 2020, '', 'Vorderachse', 1, 'nicht für GTI / R', ean('400000200101'), 'Bremsbelagsatz vorne, keramisch, mit Zubehör', 0.95, 38.9, '5Q0698151'],
  ['BKM-D1761', 'Bremsbelagsatz, Scheibenbremse', 'VW', 'Golf', 2013, 2020, '', 'Hinterachse', 1, 'für Fahrzeuge mit elektrischer Parkbremse', ean('400000200102'), 'Bremsbelagsatz hinten, keramisch', 0.72, 31.5, '5Q0698451'],
  ['BKM-R34512', 'Bremsscheibe', 'VW', 'Golf', 2013, 2020, '', 'Vorderachse', 2, 'Ø 288 mm, belüftet', ean('400000200103'), 'Bremsscheibe belüftet, 288 mm', 6.85, 29.95, '5Q0615301F'],
  ['BKM-SA1207', 'Stoßdämpfer', 'VW', 'Golf', 2013, 2020, '', 'Hinterachse', 2, '', ean('400000200104'), 'Stoßdämpfer Gasdruck, hinten', 1.9, 44, '5Q0513029'],
  ['BKM-OF2211', 'Ölfilter', 'VW', 'Golf', 2013, 2020, '2.0 TDI', '', 1, 'Filtereinsatz mit Dichtung', ean('400000200105'), 'Ölfiltereinsatz', 0.21, 9.4, '03N115562'],
  ['BKM-CF3310', 'Innenraumfilter', 'VW', 'Passat', 2015, 2022, '', '', 1, 'mit Aktivkohle', ean('400000200106'), 'Innenraumfilter Aktivkohle', 0.3, 18.9, '5Q0819653'],
  ['BKM-D1770', 'Bremsbelagsatz, Scheibenbremse', 'VW', 'Passat', 2015, 2022, '', 'Vorderachse', 1, '', ean('400000200107'), 'Bremsbelagsatz vorne', 1.05, 41.2, '3Q0698151'],
  ['BKM-SP7702', 'Zündkerze', 'VW', 'Polo', 2010, 2017, '1.2 TSI', '', 4, '', ean('400000200108'), 'Zündkerze Nickel', 0.05, 4.95, '04E905612'],
  ['BKM-D1840', 'Bremsbelagsatz, Scheibenbremse', 'Audi', 'A4', 2016, 2023, '', 'Vorderachse', 1, 'nicht für S4', ean('400000200109'), 'Bremsbelagsatz vorne, Low-Metallic', 1.2, 56.8, '8W0698151'],
  ['BKM-R36010', 'Bremsscheibe', 'Audi', 'A4', 2016, 2023, '', 'Hinterachse', 2, 'Ø 300 mm, voll', ean('400000200110'), 'Bremsscheibe hinten', 5.2, 39.5, '8W0615601'],
  ['BKM-AF4420', 'Luftfilter', 'Audi', 'A4', 2016, 2023, '2.0 TDI', '', 1, '', ean('400000200111'), 'Luftfiltereinsatz', 0.45, 16.4, '8W0133843'],
  ['BKM-D1613', 'Bremsbelagsatz, Scheibenbremse', 'BMW', '3er', 2012, 2018, '', 'Vorderachse', 1, 'mit Verschleißwarnkontakt vorbereitet', ean('400000200112'), 'Bremsbelagsatz vorne', 1.1, 49.9, '34116850568'],
  ['BKM-R35520', 'Bremsscheibe', 'BMW', '3er', 2012, 2018, '', 'Vorderachse', 2, 'Ø 312 mm', ean('400000200113'), 'Bremsscheibe belüftet, beschichtet', 8.4, 54.5, '34116792219'],
  ['BKM-WB6050', 'Wischblatt', 'BMW', '3er', 2012, 2018, '', 'vorne', 1, 'Satz Fahrer-/Beifahrerseite, 600/500 mm', ean('400000200114'), 'Flachbalken-Wischblattsatz', 0.38, 27.9, '61612241355'],
  ['BKM-SL2210', 'Koppelstange', 'BMW', '3er', 2012, 2018, '', 'Vorderachse', 2, '', ean('400000200115'), 'Koppelstange Stabilisator vorne', 0.42, 17.8, '31306792211'],
  ['BKM-D1795', 'Bremsbelagsatz, Scheibenbremse', 'Mercedes-Benz', 'C-Klasse', 2015, 2021, '', 'Vorderachse', 1, '', ean('400000200116'), 'Bremsbelagsatz vorne, Low-Metallic', 1.25, 52.3, 'A0004209304'],
  ['BKM-R36690', 'Bremsscheibe', 'Mercedes-Benz', 'C-Klasse', 2015, 2021, '', 'Hinterachse', 2, 'Ø 300 mm, voll', ean('400000200117'), 'Bremsscheibe hinten', 5.6, 41.75, 'A2054230012'],
  ['BKM-SA2280', 'Stoßdämpfer', 'Mercedes-Benz', 'C-Klasse', 2015, 2021, '', 'Vorderachse', 2, 'nur Stahlfederung, nicht für AMG', ean('400000200118'), 'Stoßdämpfer Zweirohr, vorne', 2.35, 68.9, 'A2053203530'],
  ['BKM-D1690', 'Bremsbelagsatz, Scheibenbremse', 'Skoda', 'Octavia', 2013, 2020, '', 'Vorderachse', 1, '', ean('400000200119'), 'Bremsbelagsatz vorne', 0.98, 36.4, '5Q0698151B'],
  ['BKM-WP5510', 'Wasserpumpe', 'Skoda', 'Octavia', 2013, 2020, '1.4 TSI', '', 1, 'mit Dichtung', ean('400000200120'), 'Wasserpumpe mit Dichtung', 1.4, 64.9, '04E121600'],
  ['BKM-D1410', 'Bremsbelagsatz, Scheibenbremse', 'Opel', 'Astra', 2015, 2021, '', 'Vorderachse', 1, '', ean('400000200121'), 'Bremsbelagsatz vorne', 0.9, 33.6, '39001215'],
  ['BKM-SA1602', 'Stoßdämpfer', 'Opel', 'Astra', 2015, 2021, '', 'Hinterachse', 2, '', ean('400000200122'), 'Stoßdämpfer hinten, Gasdruck', 1.6, 39.9, '39012644'],
];

async function main(): Promise<void> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Partsmith preview samples';
  wb.created = FIXED_DATE;
  wb.modified = FIXED_DATE;
  const sheet = wb.addWorksheet('Preisliste 2026', { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.addRow(['Bremsen & Fahrwerk – Händlerpreisliste 2026 (Demo)']);
  sheet.addRow(HEADER).font = { bold: true };
  for (const row of ROWS) sheet.addRow(row);
  sheet.getColumn(11).numFmt = '@';
  sheet.getColumn(13).numFmt = '0.00';
  sheet.getColumn(14).numFmt = '#,##0.00 "€"';
  HEADER.forEach((_, i) => (sheet.getColumn(i + 1).width = i === 11 ? 44 : 16));
  await wb.xlsx.writeFile(OUT);
  console.log(`wrote ${OUT} (${ROWS.length} rows)`);
}

await main();
