import { withUser, type Db, type UserClaims } from '@/lib/db';
import { currentReferenceOf } from '../reference-releases';
import { getConversion } from '../../catalogs/conversions';
import type { ReferencePin } from '../reference-pin';

/**
 * Which release a reference search looks in, read under the user's RLS: a conversion's pin (review
 * and its override pickers), else the workspace's current release. null when the conversion is not
 * one the user can see — the same answer as one that does not exist.
 */
export async function searchPin(claims: UserClaims, workspaceId: string, conversionId?: string, db?: Db): Promise<ReferencePin | null> {
  return withUser(
    claims,
    async (tx) => {
      if (conversionId) return (await getConversion(tx, conversionId, { withReport: false }))?.reference ?? null;
      return (await currentReferenceOf(tx, workspaceId))?.pin ?? null;
    },
    db,
  );
}
