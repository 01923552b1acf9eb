'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@/lib/monitoring/report-error';
import { useErrorTexts } from './error-texts-provider';
import { Alert } from '@/components/ui/alert';

/** In the page's language without a message provider (texts from the root layout: error-texts-provider.tsx). */
function ComponentErrorFallback() {
  const t = useErrorTexts();
  return (
    <Alert tone="error" as="div">
      {t.componentError}
    </Alert>
  );
}

interface State {
  failed: boolean;
}

/** Wrap a widget so that its failure replaces only itself, not the page. */
export class ComponentBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, { componentStack: info.componentStack ?? undefined });
  }

  render() {
    if (this.state.failed) return this.props.fallback ?? <ComponentErrorFallback />;
    return this.props.children;
  }
}
