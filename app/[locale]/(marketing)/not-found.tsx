import { NotFoundBody } from '@/components/errors';

/** An unknown path's 404 (the catch-all beside it), inside this group's SiteShell. */
export default function NotFound() {
  return <NotFoundBody href="/" />;
}
