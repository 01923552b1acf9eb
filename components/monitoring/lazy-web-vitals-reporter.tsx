'use client';

import dynamic from 'next/dynamic';

/**
 * The Web Vitals reporter, loaded after the page has hydrated: its code (and the web-vitals library)
 * stays out of every page's first JavaScript, which the public pages' 150 KB budget counts. Nothing
 * is lost by waiting: LCP, CLS and INP are read from the browser's buffered performance entries, and
 * the script bytes once the page has loaded.
 */
export const LazyWebVitalsReporter = dynamic(() => import('./web-vitals-reporter').then((m) => m.WebVitalsReporter), { ssr: false });
