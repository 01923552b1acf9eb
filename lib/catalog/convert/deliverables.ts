import { writeFile } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import type { AcesVersion } from '../aces';
import { writeEvidenceBundleFile, type BundleFile, type BundleSummary, type PrecompressedFile, type SigningKey } from '../evidence';
import { toSavedMapping } from '../mapping';
import type { ItemCollector } from '../normalize';
import { writePies, type PiesHeaderInput, type WritePiesResult } from '../pies';
import { renderReportHtml, type FindingLog, type Report } from '../report';
import type { InputInfo, Mapping, PiesItem } from '../types';
import { checkPiesItem, validateXsd, type XsdResult } from '../validate';
import type { OutputFiles } from './output-files';
import { addCountedFindings, conversionPredicate, sourceFingerprint } from './report-stage';
import type { MessageLocale } from '../messages';

const LARGE_DELIVERABLE_BYTES = 32 * 1024 * 1024;

/**
 * pies.xml from the collected items (merged from their runs when they did not fit in memory; a
 * conflict between runs is logged as it is found), code-list checked on the way. With no item the file is not delivered (see emptyDeliverables), so the writer's "will not
 * validate" (PIES_NO_ITEMS) would speak of a file nobody gets: PIES_NOT_WRITTEN says why instead.
 */
export async function writeItems(items: ItemCollector, header: PiesHeaderInput, out: Writable, log: FindingLog, maxFindings: number): Promise<WritePiesResult> {
  const checked = async function* (): AsyncGenerator<readonly PiesItem[]> {
    for await (const batch of items.batches()) {
      // A part's conflicts between runs, then its checks: the order the findings always had.
      batch.items.forEach((item, i) => {
        batch.conflicts?.get(i)?.forEach((f) => log.add(f));
        for (const f of checkPiesItem(item)) log.add(f);
      });
      yield batch.items;
    }
  };
  const result = await writePies({ batches: checked() }, header, out, { maxFindings });
  addCountedFindings(log, result.items === 0 ? withoutCode(result, 'PIES_NO_ITEMS') : result);
  return result;
}

function withoutCode(result: WritePiesResult, code: string): WritePiesResult {
  const { [code]: _dropped, ...findingCounts } = result.findingCounts;
  return { ...result, findings: result.findings.filter((f) => f.code !== code), findingCounts };
}

/**
 * XSD validation of both files, one after the other: the validator holds a few copies of a document.
 * aces.xml is checked against the schema of the version it was written in, not the one its root
 * element claims, so a header that said the wrong version could not pass under another schema. A
 * file the run left out (empty) is not validated: there is nothing to deliver.
 */
export async function validateDeliverables(
  out: OutputFiles,
  standardsDir: string | null,
  log: FindingLog,
  acesVersion: AcesVersion,
): Promise<{ aces: XsdResult; pies: XsdResult }> {
  const aces = out.isWritten('aces')
    ? await validateXsd({ xmlPath: out.temp.aces, kind: 'aces', version: acesVersion, standardsDir, fileName: 'aces.xml' })
    : notValidated(acesVersion);
  const pies = out.isWritten('pies') ? await validateXsd({ xmlPath: out.temp.pies, kind: 'pies', standardsDir, fileName: 'pies.xml' }) : notValidated('7.2');
  log.addAll(aces.findings);
  log.addAll(pies.findings);
  return { aces, pies };
}

const notValidated = (version: string): XsdResult => ({ ran: false, valid: null, version, schemaFile: null, errorCount: 0, findings: [], validator: null });

/** report.json, report.html and mapping.json; returns the mapping's text for the bundle. */
export async function writeReportFiles(out: OutputFiles, report: Report, mapping: Mapping, locale?: MessageLocale): Promise<string> {
  const mappingJson = `${JSON.stringify(toSavedMapping(mapping), null, 2)}\n`;
  await writeFile(out.temp.reportJson, `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(out.temp.reportHtml, renderReportHtml(report, locale ? { locale } : {}));
  await writeFile(out.temp.mapping, mappingJson);
  return mappingJson;
}

export interface BundleParts {
  out: OutputFiles;
  /** aces.xml and pies.xml as hashed and deflated while they were written; null for one left out (empty). */
  deliverables: { aces: PrecompressedFile | null; pies: PrecompressedFile | null };
  report: Report;
  mappingJson: string;
  info: InputInfo;
  brand: string;
  signer: SigningKey;
  startedAt: Date;
  finishedAt: Date;
  /** More files the caller wants in the bundle (ConvertOptions.evidenceFiles). */
  extra?: BundleFile[];
}

/** evidence.zip: every deliverable, the report, mapping and source fingerprint, signed. */
export async function bundleDeliverables(p: BundleParts): Promise<BundleSummary> {
  const { out } = p;
  return writeEvidenceBundleFile(
    {
      files: [
        ...(p.deliverables.aces ? [{ name: 'aces.xml', precompressed: p.deliverables.aces }] : []),
        ...(p.deliverables.pies ? [{ name: 'pies.xml', precompressed: p.deliverables.pies }] : []),
        { name: 'report.json', path: out.temp.reportJson },
        { name: 'report.html', path: out.temp.reportHtml },
        { name: 'flagged.csv', path: out.temp.flagged },
        { name: 'mapping.json', bytes: p.mappingJson },
        { name: 'source/fingerprint.json', bytes: `${JSON.stringify(sourceFingerprint(p.info), null, 2)}\n` },
        ...(p.extra ?? []),
      ],
      predicate: conversionPredicate(p.report, { brand: p.brand, startedAt: p.startedAt, finishedAt: p.finishedAt }),
      signer: p.signer,
      mtime: p.startedAt,
      level: bundleLevel((p.deliverables.aces?.bytes ?? 0) + (p.deliverables.pies?.bytes ?? 0)),
    },
    out.temp.evidence,
  );
}

/**
 * Deflate level for the rest of the bundle (report, flagged rows…): past a few tens of MB of
 * deliverables, level 3 — with node's zlib it compresses faster than levels 1 and 2 and nearly as
 * small as 6 (231 MB of ACES: 0.21 s → 8.5 MB at 3, 0.27 s → 13.4 MB at 1, 0.9 s → 7.7 MB at 6),
 * which is why the deliverables themselves are always deflated at 3 (see CompressingWriter).
 */
function bundleLevel(deliverableBytes: number): 3 | 6 {
  return deliverableBytes > LARGE_DELIVERABLE_BYTES ? 3 : 6;
}
