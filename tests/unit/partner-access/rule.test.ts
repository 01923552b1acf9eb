import { describe, expect, it } from 'vitest';
import { decidePartnerAccess } from '@/lib/data/partner-access/rule';
import { exportFileSource, referenceKindSource } from '@/lib/data/partner-access/sources';
import { parseServerConfig } from '@/lib/config/server';

const USER = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

describe('the partner data-loss rule (spec §6)', () => {
  it.each(['VCdb', 'PAdb', 'PCdb'] as const)('denies AI/GPT over %s, even for a known user', (dataSource) => {
    expect(decidePartnerAccess({ operation: 'ai.suggest', dataSource, involvesAi: true, userId: USER })).toEqual({
      authorized: false,
      alertTriggered: true,
      reason: 'ai_on_partner_data',
    });
  });

  it('lets AI work on data that is not a protected partner database', () => {
    expect(decidePartnerAccess({ operation: 'ai.suggest', dataSource: 'other', involvesAi: true, userId: USER }).authorized).toBe(true);
    expect(decidePartnerAccess({ operation: 'ai.suggest', dataSource: 'Qdb', involvesAi: true, userId: USER }).authorized).toBe(true);
  });

  it('otherwise asks for a known user id', () => {
    expect(decidePartnerAccess({ operation: 'api.reference.search', dataSource: 'VCdb', involvesAi: false, userId: USER })).toEqual({ authorized: true, alertTriggered: false, reason: null });
    for (const userId of [null, '', 'anonymous']) {
      expect(decidePartnerAccess({ operation: 'api.reference.search', dataSource: 'VCdb', involvesAi: false, userId })).toMatchObject({ authorized: false, reason: 'unknown_user', alertTriggered: true });
    }
  });

  it('names the partner database each reference answer and export file carries', () => {
    expect(['make', 'model', 'part-type', 'position'].map((k) => referenceKindSource(k as 'make'))).toEqual(['VCdb', 'VCdb', 'PCdb', 'PCdb']);
    expect(['aces.xml', 'changes/aces-update.xml', 'apps.csv', 'evidence.zip', 'pies.xml', 'items.csv'].map(exportFileSource)).toEqual(['VCdb', 'VCdb', 'VCdb', 'VCdb', 'PCdb', 'PCdb']);
  });

  it('is off unless PARTSMITH_PARTNER_DATA_CHECK turns it on', () => {
    expect(parseServerConfig({}, '/tmp').partnerData.checkEnabled).toBe(false);
    expect(parseServerConfig({ PARTSMITH_PARTNER_DATA_CHECK: '' }, '/tmp').partnerData.checkEnabled).toBe(false);
    expect(parseServerConfig({ PARTSMITH_PARTNER_DATA_CHECK: '1' }, '/tmp').partnerData.checkEnabled).toBe(true);
    expect(parseServerConfig({ PARTSMITH_PARTNER_DATA_CHECK: 'true' }, '/tmp').partnerData.checkEnabled).toBe(true);
    expect(parseServerConfig({ PARTSMITH_PARTNER_DATA_CHECK: '0' }, '/tmp').partnerData.checkEnabled).toBe(false);
  });
});
