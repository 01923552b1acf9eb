/**
 * A row's asset reference — flat ACES's AssetName and Asset Item Order: the diagram an app is
 * shown in and its callout there — onto the row's apps. The reference says nothing about which
 * vehicles the part fits, so a problem with it never holds back the fitment: the app goes out
 * without the part that cannot be written, and a warning names the row and the column (an expert
 * fixes the diagram link in the next delivery; holding sound fitments back for it would cost more
 * than it protects). Values are taken as written, never repaired: an asset name that is changed no
 * longer finds its asset.
 */

import { ASSET_NAME_MAX, isAcesAssetName } from '@/lib/catalog/aces/app-asset';
import type { AcesAppAsset, MappedRow } from '@/lib/catalog/types';
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
          `Asset item order ${quote(orderText)} has no asset name beside it: ACES numbers an item only within a named asset, so the app was exported without an asset. Fill in the asset name (the diagram this order belongs to) or clear the order.`,
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
          `Asset name ${quote(nameText)} cannot be an ACES asset name (letters, digits, '.', '-', '_' or ':', no spaces, at most ${ASSET_NAME_MAX} characters), so the app was exported without an asset. Rename the asset, and its file, to such a name.`,
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
          `Asset item order ${quote(orderText)} is not a positive whole number, so the app was exported with asset ${quote(nameText)} and no item order. Give the item's number on the asset (1, 2, …).`,
        ),
      ],
    };
  }
  return { asset: { name: nameText, itemOrder: order }, issues: [] };
}
