'use client';

import { useEffect, useState } from 'react';
import type { PreviewDownload } from '@/lib/preview/types';

export type DownloadLink = Omit<PreviewDownload, 'base64'> & { href: string };

function decodeBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The file itself: gzipped ones are unpacked with the browser's own DecompressionStream. */
async function toBlob(download: PreviewDownload): Promise<Blob> {
  const raw = new Blob([decodeBase64(download.base64)]);
  if (download.encoding === 'identity') return new Blob([raw], { type: download.type });
  const unpacked = await new Response(raw.stream().pipeThrough(new DecompressionStream('gzip'))).blob();
  return new Blob([unpacked], { type: download.type });
}

/**
 * Object URLs for the downloads in a preview answer: nothing is kept on the server, so the files
 * are built here from the response. The URLs are revoked when the result goes away.
 */
export function useDownloadLinks(downloads: PreviewDownload[]): { links: DownloadLink[] | null; failed: boolean } {
  const [state, setState] = useState<{ links: DownloadLink[] | null; failed: boolean }>({ links: null, failed: false });
  useEffect(() => {
    let cancelled = false;
    const urls: string[] = [];
    Promise.all(
      downloads.map(async ({ base64: _omit, ...meta }, i) => {
        const url = URL.createObjectURL(await toBlob(downloads[i]!));
        urls.push(url);
        return { ...meta, href: url };
      }),
    ).then(
      (links) => {
        if (!cancelled) setState({ links, failed: false });
      },
      () => {
        if (!cancelled) setState({ links: null, failed: true });
      },
    );
    return () => {
      cancelled = true;
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [downloads]);
  return state;
}
