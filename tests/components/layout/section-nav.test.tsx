import { cleanup, render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SectionNav } from '@/components/layout/section-nav';

let pathname = '/insights/security';
vi.mock('@/i18n/navigation', () => ({
  Link: (props: AnchorHTMLAttributes<HTMLAnchorElement>) => <a {...props} />,
  usePathname: () => pathname,
}));

afterEach(cleanup);

const links = [
  { href: '/insights/evidence', label: 'Evidence' },
  { href: '/insights/compliance', label: 'Compliance' },
  { href: '/insights/security', label: 'Security' },
];

describe('SectionNav', () => {
  it('is a named navigation that marks the open page', () => {
    render(<SectionNav label="Insights" links={links} />);
    const nav = screen.getByRole('navigation', { name: 'Insights' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Security' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Evidence' }).getAttribute('aria-current')).toBeNull();
  });

  it('keeps the mark on pages below a section', () => {
    pathname = '/insights/evidence/older';
    render(<SectionNav label="Insights" links={links} />);
    expect(screen.getByRole('link', { name: 'Evidence' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Security' }).getAttribute('aria-current')).toBeNull();
  });
});
