'use client';

import { createContext, useContext, type ReactNode } from 'react';
import en from '@/messages/areas/errors/en.json';
import type { ErrorTexts } from './error-texts';

// English when no layout provided them (a component rendered on its own, as in tests).
const ErrorTextsContext = createContext<ErrorTexts>(en);

/**
 * The root layout hands the error texts of the page's language to the error boundaries below it, so
 * they need no message provider and no bundle of every language (the Application Error screen, which
 * replaces that layout, keeps its own: components/errors/app-error-text.ts).
 */
export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <ErrorTextsContext value={texts}>{children}</ErrorTextsContext>;
}

export function useErrorTexts(): ErrorTexts {
  return useContext(ErrorTextsContext);
}
