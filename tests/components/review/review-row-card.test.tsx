import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rowView, WithMessages } from './fixtures';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const { ReviewRowCard } = await import('@/components/review/review-row-card');

afterEach(cleanup);

const OLD_CONVERSION = '3f4ad64a-a6f8-498f-ab59-0b7e230a45ba';
const noop = () => undefined;

function card(overrides: Parameters<typeof rowView>[1]) {
  render(
    <WithMessages>
      <ReviewRowCard view={rowView(5, overrides)} active={false} selected={false} canDecide busy={false} onActivate={noop} onToggleSelect={noop} onDecide={noop} onOverride={noop} />
    </WithMessages>,
  );
}

describe('a decided row in the review queue', () => {
  it('says when a re-run carried the decision over, and links the conversion it was made on', () => {
    card({ decision: 'approved', decidedBy: { kind: 'member', name: 'rita' }, decidedAt: '2026-03-01T10:00:00.000Z', carriedFrom: OLD_CONVERSION });
    const carried = screen.getByTestId('carried-decision');
    expect(carried.textContent).toBe('Carried over by the re-run from the earlier conversion: the row is held for the same reason with the same values.');
    expect(screen.getByRole('link', { name: 'the earlier conversion' }).getAttribute('href')).toBe(`/catalogs/${OLD_CONVERSION}/review`);
  });

  it('says nothing of the kind for a decision made here', () => {
    card({ decision: 'approved', decidedBy: { kind: 'you' }, decidedAt: '2026-03-01T10:00:00.000Z' });
    expect(screen.queryByTestId('carried-decision')).toBeNull();
  });
});

describe('what a row card names its fields', () => {
  it("shows a stored override and the mapped fields under their labels, never the fields' keys", () => {
    card({ decision: 'overridden', decidedBy: { kind: 'you' }, decidedAt: '2026-03-01T10:00:00.000Z', override: { partType: 'Disc Brake Rotor', partTypeId: '90102', baseVehicleId: '' } });
    const article = screen.getByRole('article');
    expect(screen.getByText('Part type ID').nextElementSibling?.textContent).toBe('90102');
    expect(screen.getByText('Base vehicle ID')).toBeTruthy();
    // `Marque` is mapped to the make: the card says "Make" under the column, not `make`.
    expect(screen.getByRole('rowheader', { name: /Marque/ }).textContent).toBe('MarqueMake');
    for (const key of ['partTypeId', 'baseVehicleId', 'partNumber']) expect(article.textContent).not.toContain(key);
  });
});
