'use client';

import { Suspense, type ReactNode } from 'react';
import { ComponentBoundary } from './component-boundary';

/**
 * A widget that may fail alone — a chart, the preview's result, the chat — in the component-error
 * box, whether it renders on the client or the server. The Suspense is for the server's part: React
 * does not run error boundaries while rendering HTML, so a server error there leaves this one
 * widget's slot empty and the browser renders it again, where the boundary catches it; the rest of
 * the page is served as usual. A widget that renders fine costs nothing extra.
 */
export function WidgetBoundary({ children }: { children: ReactNode }) {
  return (
    <ComponentBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </ComponentBoundary>
  );
}
