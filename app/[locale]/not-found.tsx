import { NotFoundBody } from '@/components/errors';

/**
 * The last 404 boundary, for what no group's own catches (config-error when the configuration is fine,
 * the development mailbox in production). Without the site's frame on purpose: Next renders this into
 * the payload of every page of every group, the signed-in ones included, in case one says "not found"
 * — with SiteShell, that was the public header and footer on each page view (issue 15.7). Unknown
 * paths get the framed 404 from (marketing)/not-found.tsx, signed-in pages theirs from (app).
 */
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundBody href="/" />
    </main>
  );
}
