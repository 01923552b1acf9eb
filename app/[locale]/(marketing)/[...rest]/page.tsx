import { notFound } from 'next/navigation';

/**
 * Any path no other route claims: the localized 404 in the public site's frame, from this group's
 * not-found (inside its layout's SiteShell).
 */
export default function CatchAll() {
  notFound();
}
