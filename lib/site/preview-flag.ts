import { getRuntimeConfig } from '@/lib/config';

/**
 * Whether the site may point visitors at the live preview: its flag is on in the configuration the
 * server runs with. Off (or a broken configuration), /preview only redirects home, so no header
 * link or call to action may lead there.
 */
export function previewLinksShown(): boolean {
  const config = getRuntimeConfig();
  return config.ok && config.config.features.preview;
}
