import type { ReferenceSearchKind } from '../reference';
import type { PartnerDataSource } from './rule';

/** Makes and models (with their base vehicles) are VCdb's; part types and positions PCdb's. */
export function referenceKindSource(kind: ReferenceSearchKind): PartnerDataSource {
  return kind === 'make' || kind === 'model' ? 'VCdb' : 'PCdb';
}

/**
 * The partner database an export file mainly carries: PIES files and items.csv are built on PCdb part
 * types; ACES files, apps.csv, change summaries and the evidence bundle (which holds the ACES file)
 * on VCdb vehicles.
 */
export function exportFileSource(name: string): PartnerDataSource {
  const file = name.toLowerCase();
  return file.includes('pies') || file.includes('items') ? 'PCdb' : 'VCdb';
}
