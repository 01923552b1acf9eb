import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { ConversionStatusBadge } from '@/components/catalogs/conversion-status-badge';
import en from '@/messages/areas/catalogs/en.json';
import fr from '@/messages/areas/catalogs/fr.json';

afterEach(cleanup);

const STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

function renderBadges(locale: 'en' | 'fr') {
  render(
    <NextIntlClientProvider locale={locale} timeZone="UTC" messages={{ catalogs: locale === 'en' ? en : fr }}>
      {STATUSES.map((status) => (
        <ConversionStatusBadge key={status} status={status} />
      ))}
    </NextIntlClientProvider>,
  );
}

describe('a conversion status', () => {
  it('says each status in words, in the reader\'s language', () => {
    renderBadges('fr');
    for (const status of STATUSES) expect(screen.getByText(fr.status[status])).toBeTruthy();
  });

  it('gives each status its own colour, the colour only repeating the word', () => {
    renderBadges('en');
    const looks = STATUSES.map((status) => screen.getByText(en.status[status]).className);
    expect(new Set(looks).size).toBe(STATUSES.length);
  });
});
