import { describe, expect, it } from 'vitest';
import { endpointOf, isCapturedPath, requestKindOf } from '@/lib/monitoring/endpoint';

describe('how a request is named in the request log', () => {
  it('drops the query string and replaces ids, so one screen is one endpoint', () => {
    expect(endpointOf('/en/catalogs/3f2b8a1c-1d2e-4f5a-9b8c-7d6e5f4a3b2c/review?filter=held&token=abc')).toBe('/en/catalogs/:id/review');
    expect(endpointOf('/api/v1/jobs/42')).toBe('/api/v1/jobs/:id');
    expect(endpointOf('/api/exports/' + 'a'.repeat(64) + '/files/aces.xml')).toBe('/api/exports/:id/files/aces.xml');
    expect(endpointOf('/auth/reset/Zx8kQ2mP9vL4rT7wY1nB5cD3')).toBe('/auth/reset/:id');
  });

  it('keeps names that only look long', () => {
    expect(endpointOf('/en/how-it-works')).toBe('/en/how-it-works');
    expect(endpointOf('/de/settings/retention-and-limits-page')).toBe('/de/settings/retention-and-limits-page');
    expect(endpointOf('/')).toBe('/');
  });

  it('leaves build files and the dev tools out', () => {
    expect(isCapturedPath('/_next/static/chunks/main.js')).toBe(false);
    expect(isCapturedPath('/__nextjs_original-stack-frame')).toBe(false);
    expect(isCapturedPath('/en/dashboard')).toBe(true);
  });

  it('tells pages, server actions, route handlers and the REST API apart', () => {
    expect(requestKindOf('/en/login', {})).toBe('page');
    expect(requestKindOf('/en/login', { 'next-action': '7f3a' })).toBe('action');
    expect(requestKindOf('/api/health', {})).toBe('route');
    expect(requestKindOf('/robots.txt', {})).toBe('route');
    expect(requestKindOf('/api/v1/jobs/1', {})).toBe('api');
  });
});
