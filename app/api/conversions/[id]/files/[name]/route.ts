import { Readable } from 'node:stream';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { renderReportHtml } from '@/lib/catalog/report';
import { withUser } from '@/lib/db';
import { readerLocale } from '@/lib/site';
import { getBlobStore } from '@/lib/storage';
import { conversionDownloadName, downloadContentType } from '@/lib/data/exports';
import { getConversion } from '@/lib/data/catalogs';
import { workspaceContextOrNull } from '@/lib/auth';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const NOT_FOUND = 'No such conversion file, or it is not in a workspace you belong to.';

function problem(status: number, code: string, message: string) {
  return NextResponse.json({ ok: false, code, message }, { status, headers: { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } });
}

/**
 * Downloads one output of a conversion run (aces.xml, pies.xml, report.html, report.json,
 * flagged.csv, mapping.json, evidence.zip). The conversion row is read with the user's RLS scope
 * first — another workspace's conversion is "not found", like a missing one — and only a file that
 * row lists is served: always as an attachment with a safe ASCII name and nosniff, so report.html
 * never renders in the app's origin.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string; name: string }> }) {
  const context = await workspaceContextOrNull();
  if (!context) return problem(401, 'unauthenticated', 'Sign in to download conversion files.');
  const { id: rawId, name } = await params;
  const id = z.guid().safeParse(rawId);
  if (!id.success) return problem(404, 'not_found', NOT_FOUND);
  const conversion = await withUser(context.claims, (tx) => getConversion(tx, id.data, { withReport: false }));
  const file = conversion?.outputs.find((f) => f.name === name);
  if (!conversion || !file) return problem(404, 'not_found', NOT_FOUND);

  const downloadName = conversionDownloadName(conversion, file.name);
  // report.html in the reader's language, from the stored report: the facts are report.json's; the
  // copy in evidence.zip is the one the run wrote, in the workspace's language.
  const locale = readerLocale(request);
  if (file.name === 'report.html') {
    const withReport = await withUser(context.claims, (tx) => getConversion(tx, id.data));
    if (withReport?.report) return localizedReport(renderReportHtml(withReport.report, { locale }), downloadName);
  }

  const blob = await getBlobStore().get(file.storageKey);
  if (!blob) {
    console.error(`partsmith conversions: blob ${file.storageKey} of conversion ${conversion.id} (${file.name}) is missing from the store`);
    return problem(500, 'file_missing', 'The stored file is missing. Run the conversion again, or tell your administrator.');
  }
  return new Response(Readable.toWeb(blob) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': downloadContentType(file.name),
      'Content-Length': String(file.bytes),
      'Content-Disposition': `attachment; filename="${downloadName}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "sandbox; default-src 'none'",
      'Cache-Control': 'private, no-cache',
      ETag: `"${file.sha256}"`,
    },
  });
}

function localizedReport(html: string, downloadName: string): Response {
  const bytes = Buffer.from(html, 'utf8');
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': downloadContentType('report.html'),
      'Content-Length': String(bytes.length),
      'Content-Disposition': `attachment; filename="${downloadName}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "sandbox; default-src 'none'",
      'Cache-Control': 'private, no-cache',
      Vary: 'Cookie, Accept-Language',
    },
  });
}
