import { createWriteStream } from 'node:fs';
import { ItemCollector } from '../normalize';
import { parsePiesHeader, writePies, type PiesHeaderInput, type WritePiesResult } from '../pies';
import { openPies, xmlInputName, type PiesFileHeader, type PiesPriceSheet, type PiesTrailer, type XmlInput } from '../readers';
import type { Finding } from '../types';
import { headerDifferences } from './header-differences';
import { piesItemFromRead } from './pies-item-from-read';
import { findingSaid, rewordFinding, say } from '../messages';

export interface CombinePiesOptions {
  /** Header fields that replace the first file's. */
  header?: Partial<PiesHeaderInput>;
}

export type CombinePiesResult =
  | {
      ok: true;
      /** False when no input had an item: no file is written (PIES requires at least one Item). */
      written: boolean;
      items: number;
      /** Items of a part an earlier file already had, merged into it. */
      merged: number;
      write: WritePiesResult | null;
      findings: Finding[];
    }
  | { ok: false; findings: Finding[] };

/**
 * One PIES 7.2 document from several (a batch's files): the first file's header and trailer date,
 * and one Item per part number — a part in more than one file is merged the way rows of one file
 * are (`ItemCollector`: later files fill gaps and add interchange numbers; where they contradict,
 * the first value stays and `COMBINE_ITEM_CONFLICT` names the part, field and file). Items are held
 * one per part, as the engine holds them while converting, and written in part-number order. With no item in any input nothing is
 * written (`written: false`): an empty `<Items/>` fails the PIES schema.
 */
export async function combinePiesFiles(inputs: readonly XmlInput[], outPath: string, options: CombinePiesOptions = {}): Promise<CombinePiesResult> {
  const findings: Finding[] = [];
  const collector = new ItemCollector();
  const facts: Record<string, string | undefined>[] = [];
  let first: { header: PiesFileHeader | null; priceSheets: readonly PiesPriceSheet[]; trailer: PiesTrailer | null } | null = null;
  let read = 0;
  for (const input of inputs) {
    const file = xmlInputName(input);
    const reader = openPies(input);
    for await (const item of reader) {
      read++;
      for (const f of collector.add(piesItemFromRead(item, item.line))) {
        const said = say('COMBINE_ITEM_CONFLICT', { file, line: String(item.line), problem: findingSaid(f) });
        findings.push({ ...rewordFinding(f, 'COMBINE_ITEM_CONFLICT', said), file });
      }
    }
    const summary = reader.summary();
    first ??= { header: summary.header, priceSheets: summary.priceSheets, trailer: summary.trailer };
    facts.push({ ParentAAIAID: summary.header?.parentAaiaId, PCdbVersionDate: summary.header?.pcdbDate, LanguageCode: summary.header?.languageCode });
  }
  findings.push(...headerDifferences(inputs.map(xmlInputName), facts));

  const header = parsePiesHeader(definedOnly({ ...headerInputOf(first), ...(options.header ?? {}) }));
  if (!header.ok) {
    return {
      ok: false,
      findings: header.findings.map((f) => rewordFinding(f, 'COMBINE_HEADER_INVALID', say('COMBINE_HEADER_INVALID', { problem: findingSaid(f) }))),
    };
  }
  if (collector.size === 0) return { ok: true, written: false, items: 0, merged: 0, write: null, findings };
  const write = await writePies(collector.items(), header.value, createWriteStream(outPath));
  findings.push(...write.findings);
  return { ok: true, written: true, items: write.items, merged: read - collector.size, write, findings };
}

/** The first file's header, trailer date and price sheet as writer input. */
function headerInputOf(
  first: { header: PiesFileHeader | null; priceSheets: readonly PiesPriceSheet[]; trailer: PiesTrailer | null } | null,
): Partial<PiesHeaderInput> {
  const h = first?.header;
  const f = h?.fields ?? {};
  const sheet = first?.priceSheets[0];
  return {
    submissionType: 'FULL',
    blanketEffectiveDate: f.BlanketEffectiveDate,
    changesSinceDate: f.ChangesSinceDate,
    parentDunsNumber: f.ParentDUNSNumber,
    parentGln: f.ParentGLN,
    parentVmrsId: f.ParentVMRSID,
    parentAaiaId: h?.parentAaiaId,
    brandOwnerDuns: f.BrandOwnerDUNS,
    brandOwnerGln: f.BrandOwnerGLN,
    brandOwnerVmrsId: f.BrandOwnerVMRSID,
    buyerDuns: f.BuyerDuns,
    currencyCode: h?.currencyCode,
    languageCode: h?.languageCode,
    technicalContact: f.TechnicalContact,
    contactEmail: f.ContactEmail,
    pcdbVersionDate: h?.pcdbDate,
    padbVersionDate: f.PAdbVersionDate,
    transactionDate: first?.trailer?.transactionDate ?? undefined,
    ...(sheet ? { priceSheet: { number: sheet.number, ...(sheet.currency ? { currencyCode: sheet.currency } : {}) } } : {}),
  };
}

function definedOnly(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''));
}
