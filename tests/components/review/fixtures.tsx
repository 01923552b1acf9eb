import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { QueueCounts, ReviewRowView } from '@/lib/data/catalogs/types';
import catalogs from '@/messages/areas/catalogs/en.json';
import review from '@/messages/areas/review/en.json';

/** A held row as the page would send it; flagged unless said otherwise. */
export function rowView(row: number, overrides: Partial<ReviewRowView> = {}): ReviewRowView {
  return {
    row,
    outcome: 'flagged',
    codes: ['MAKE_TYPO'],
    confidence: 0.8,
    findings: [{ code: 'MAKE_TYPO', severity: 'warning', message: `make 'Toyta' read as Toyota (row ${row})`, column: 'Marque' }],
    lines: [
      {
        column: 'Marque',
        source: 'Toyta',
        field: 'make',
        normalized: [{ value: 'Toyota', note: "make 'Toyta' read as Toyota (one-letter typo)", confidence: 0.8, doubtful: true }],
        flagged: true,
      },
      { column: 'Part No.', source: `BKM-${row}`, field: 'partNumber', normalized: [], flagged: false },
    ],
    proposal: { apps: [{ vehicle: 'Toyota Camry', years: '2018–2023', partType: 'Engine Oil Filter', position: null, qty: 1, part: `BKM-${row}`, apps: 6 }], appCount: 6, item: true },
    decision: null,
    override: null,
    decidedBy: null,
    decidedAt: null,
    carriedFrom: null,
    fields: { make: 'Toyta', model: 'Camry', year: '2018-2023', partType: 'Oil Filter' },
    partTypeId: 90111,
    positionId: null,
    valueDecisions: [],
    ...overrides,
  };
}

export function counts(pending: number, total = pending): QueueCounts {
  return {
    summary: {
      total,
      pending,
      flagged: total,
      rejected: 0,
      decisions: { approved: total - pending, overridden: 0, rejected: 0 },
      codes: [{ code: 'MAKE_TYPO', rows: total, pending }],
    },
    matching: { rows: total, pending, pendingFlagged: pending },
  };
}

export function WithMessages({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" timeZone="UTC" messages={{ review, catalogs, app: { roles: { owner: 'Owner', operator: 'Operator', reviewer: 'Reviewer', viewer: 'Viewer' } } }}>
      {children}
    </NextIntlClientProvider>
  );
}
