'use client';

import { RouteError } from '@/components/errors';

/** Preview pages fail inside the site's frame: the spec's message, advice, and the error's own message. */
export default function PreviewError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <RouteError {...props} />;
}
