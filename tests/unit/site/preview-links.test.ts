import { afterEach, describe, expect, it } from 'vitest';
import { headerNav } from '@/components/layout/nav-items';
import { previewLinksShown } from '@/lib/site/preview-flag';
import en from '@/messages/site/en.json';

const FLAG = 'NEXT_PUBLIC_FEATURE_PREVIEW';
const saved = process.env[FLAG];

describe('links to the live preview', () => {
  // Unit tests share a process (decision 0015): the flag goes back to what it was.
  afterEach(() => {
    if (saved === undefined) delete process.env[FLAG];
    else process.env[FLAG] = saved;
  });

  it('are shown while the preview flag is on (its default) and not when it is off', () => {
    delete process.env[FLAG];
    expect(previewLinksShown()).toBe(true);
    process.env[FLAG] = 'false';
    expect(previewLinksShown()).toBe(false);
    process.env[FLAG] = 'true';
    expect(previewLinksShown()).toBe(true);
  });

  it('are taken out of the header when it is off, the rest kept in the spec’s order', () => {
    expect(headerNav(true).map((i) => i.href)).toEqual(['/', '/how-it-works', '/standards', '/partners', '/preview', '/blog', '/contact']);
    expect(headerNav(false).map((i) => i.href)).toEqual(['/', '/how-it-works', '/standards', '/partners', '/blog', '/contact']);
  });

  it('invite visitors in the spec’s words', () => {
    expect(en.howItWorks.cta.primary).toBe('Try the Live Preview');
  });
});
