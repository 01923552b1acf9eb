'use client';

import { ApplicationError } from '@/components/errors';

/** A render error in the signed-in area: the Application Error screen inside the app's frame. */
export default function AppError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ApplicationError error={error} />;
}
