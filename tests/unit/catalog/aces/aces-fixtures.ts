import type { AcesHeaderInput } from '@/lib/catalog/aces';
import type { AcesApp } from '@/lib/catalog/types';

/** A complete ACES header, as the writer tests, asset tests, readers and diff tests write files with. */
export const TEST_ACES_HEADER: AcesHeaderInput = {
  company: 'Example Brake Co',
  senderName: 'Jane Doe',
  senderPhone: '555-555-0100',
  transferDate: '2025-01-15',
  brandAaiaId: 'BBBB',
  documentTitle: 'Brake pads',
  effectiveDate: '2025-01-15',
  submissionType: 'FULL',
  vcdbVersionDate: '2024-12-27',
  qdbVersionDate: '2024-12-27',
  pcdbVersionDate: '2024-12-27',
};

/** One app on a demo-style base vehicle, with what a test changes laid over it. */
export const testApp = (over: Partial<AcesApp> = {}): AcesApp => ({
  id: 1,
  row: 2,
  baseVehicleId: 5888,
  qty: 1,
  partTypeId: 1684,
  part: 'ABC123',
  ...over,
});
