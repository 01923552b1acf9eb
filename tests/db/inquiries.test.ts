import { afterAll, describe, expect, it } from 'vitest';
import { asService } from '@/lib/db';
import { createInquiryRecorder, listCallRequests, listContactSubmissions } from '@/lib/data/inquiries';
import { closeTemplate, freshDb } from './harness';

afterAll(closeTemplate);

describe('storing inquiries from the public forms', () => {
  it('stores a contact message and a call request as the anonymous visitor, with a hashed client key', async () => {
    const db = await freshDb();
    const record = createInquiryRecorder({ locale: 'de', clientKey: 'a'.repeat(64) }, db);
    await record('contact', { name: 'Ada Lovelace', email: 'ada@example.com', message: 'We have 40k SKUs of brake parts.' });
    await record('callRequest', {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Brakes',
      preferredDate: '2026-12-01',
      timeWindow: 'morning',
      timezone: 'Europe/Berlin',
      topic: 'pilot',
    });
    const contacts = await asService((tx) => listContactSubmissions(tx), db);
    const calls = await asService((tx) => listCallRequests(tx), db);
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ name: 'Ada Lovelace', locale: 'de' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ company: 'Analytical Brakes', topic: 'pilot' });
    await db.close();
  });
});
