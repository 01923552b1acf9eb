import { z } from 'zod';
import { renderReportHtml } from '@/lib/catalog/report';
import { withUser } from '@/lib/db';
import { downloadProblem, downloadResponse, downloadStoredFile } from '@/lib/http';
import { readerLocale } from '@/lib/site';
import { conversionDownloadName, downloadContentType } from '@/lib/data/exports';
import { getConversion } from '@/lib/data/catalogs';
import { workspaceContextOrNull } from '@/lib/auth';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const NOT_FOUND = 'No such conversion file, or it is not in a workspace you belong to.';

/**
 * Downloads one output of a conversion run (aces.xml, pies.xml, report.html, report.json,
 * flagged.csv, mapping.json, evidence.zip). The conversion row is read with the user's RLS scope
 * first — another workspace's conversion is "not found", like a missing one — and only a file that
 * row lists is served: always as an attachment with a safe ASCII name and nosniff, so report.html
 * never renders in the app's origin.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string; name: string }> }) {
  const context = await workspaceContextOrNull();
  if (!context) return downloadProblem(401, 'unauthenticated', 'Sign in to download conversion files.');
  const { id: rawId, name } = await params;
  const id = z.guid().safeParse(rawId);
  if (!id.success) return downloadProblem(404, 'not_found', NOT_FOUND);
  const conversion = await withUser(context.claims, (tx) => getConversion(tx, id.data, { withReport: false }));
  const file = conversion?.outputs.find((f) => f.name === name);
  if (!conversion || !file) return downloadProblem(404, 'not_found', NOT_FOUND);

  const downloadName = conversionDownloadName(conversion, file.name);
  // report.html in the reader's language, from the stored report: the facts are report.json's; the
  // copy in evidence.zip is the one the run wrote, in the workspace's language.
  const locale = readerLocale(request);
  if (file.name === 'report.html') {
    const withReport = await withUser(context.claims, (tx) => getConversion(tx, id.data));
    if (withReport?.report) return localizedReport(renderReportHtml(withReport.report, { locale }), downloadName);
  }

  return downloadStoredFile(
    { ...file, downloadName, contentType: downloadContentType(file.name) },
    { kind: 'conversion', id: conversion.id },
    'The stored file is missing. Run the conversion again, or tell your administrator.',
  );
}

function localizedReport(html: string, downloadName: string): Response {
  const bytes = new Uint8Array(Buffer.from(html, 'utf8'));
  return downloadResponse({
    downloadName,
    contentType: downloadContentType('report.html'),
    body: bytes,
    bytes: bytes.byteLength,
    vary: 'Cookie, Accept-Language',
  });
}
