/**
 * A row's asset reference — flat ACES's AssetName and Asset Item Order: the diagram an app is
 * shown in and its callout there — onto the row's apps. The reference says nothing about which
 * vehicles the part fits, so a problem with it never holds back the fitment: the app goes out
 * without the part that cannot be written, and a warning names the row and the column (an expert
 * fixes the diagram link in the next delivery; holding sound fitments back for it would cost more
 * than it protects). Values are taken as written, never repaired: an asset name that is changed no
 * longer finds its asset.
 */

import { ASSET_NAME_MAX, isAcesAssetName } from '@/lib/catalog/aces';
import type { AcesAppAsset, MappedRow } from '@/lib/catalog/types';
import { say } from '../messages';
import { quote, warn, type Issue } from './issues';

export interface AppAssetReading {
  asset?: AcesAppAsset;
  issues: readonly Issue[];
}

const NONE: AppAssetReading = { issues: [] };
/** 1, 12, and 3.0 as a spreadsheet may store a whole number. */
const POSITIVE_WHOLE = /^\+?0*([1-9]\d{0,14})(?:\.0+)?$/;

export function readAppAsset(fields: MappedRow['fields']): AppAssetReading {
  const nameText = fields.assetName?.trim() ?? '';
  const orderText = fields.assetItemOrder?.trim() ?? '';
  if (nameText === '' && orderText === '') return NONE;

  if (nameText === '') {
    return {
      issues: [
        warn(
          'ASSET_ORDER_WITHOUT_NAME',
          'assetItemOrder',
          say('ASSET_ORDER_WITHOUT_NAME', { value: quote(orderText) }),
        ),
      ],
    };
  }
  if (!isAcesAssetName(nameText)) {
    return {
      issues: [
        warn(
          'ASSET_NAME_INVALID',
          'assetName',
          say('ASSET_NAME_INVALID', { value: quote(nameText), max: ASSET_NAME_MAX }),
        ),
      ],
    };
  }
  if (orderText === '') return { asset: { name: nameText }, issues: [] };

  const m = POSITIVE_WHOLE.exec(orderText);
  const order = m ? Number(m[1]) : NaN;
  if (!Number.isSafeInteger(order)) {
    return {
      asset: { name: nameText },
      issues: [
        warn(
          'ASSET_ITEM_ORDER_INVALID',
          'assetItemOrder',
          say('ASSET_ITEM_ORDER_INVALID', { value: quote(orderText), asset: quote(nameText) }),
        ),
      ],
    };
  }
  return { asset: { name: nameText, itemOrder: order }, issues: [] };
}
